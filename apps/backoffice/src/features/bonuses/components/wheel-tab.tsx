import { LOCALE_LANG, type WheelOperatorView } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Input } from '@casino/ui/input';
import { Spinner } from '@casino/ui/spinner';
import { notify } from '@casino/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Table, Td, Th } from '@/components/table';
import { useLocale } from '@/lib/i18n';
import { useWheel } from '../api/get-wheel';
import { useUpdateWheel } from '../api/update-wheel';
import { type FieldCodes, parseDecimal, serverFieldCodes } from '../lib/form-errors';
import { failureText, fieldText } from '../lib/texts';
import { chancesOf, formatChance, paidSpinReturn } from '../lib/wheel-chances';
import { type SegmentRow, type WheelDraft, segmentNumbers, wheelDraftOf, wheelTermsRequest } from '../lib/wheel-terms';

const cell =
  'h-9 w-full rounded-lg border border-ink-600 bg-ink-950/60 px-2.5 text-sm text-fog-100 outline-none hover:border-ink-500 focus:border-gold-400 focus:ring-2 focus:ring-gold-400/30 aria-invalid:border-danger-400/80';

function CellError({ text }: { text: string | undefined }) {
  return text ? <p className="mt-1 text-xs text-danger-400">{text}</p> : null;
}

function WheelForm({ saved }: { saved: WheelOperatorView }) {
  const { t } = useTranslation();
  const lang = LOCALE_LANG[useLocale()];
  const mutation = useUpdateWheel();
  const [draft, setDraft] = useState(() => wheelDraftOf(saved));
  const [errors, setErrors] = useState<FieldCodes>({});
  const set = (change: Partial<WheelDraft>) => setDraft((current) => ({ ...current, ...change }));
  const setSegment = (index: number, change: Partial<SegmentRow>) =>
    set({ segments: draft.segments.map((row, at) => (at === index ? { ...row, ...change } : row)) });
  const numbers = draft.segments.map(segmentNumbers);
  const chances = chancesOf(numbers.map((segment) => segment.weight));
  const largest = Math.max(0, ...chances);
  const totalWeight = numbers.reduce((sum, segment) => sum + Math.max(0, segment.weight), 0);
  const expected = paidSpinReturn(numbers, parseDecimal(draft.paidSpinCost) ?? 0);
  const field = (name: keyof Omit<WheelDraft, 'segments'>, label: string, hint?: string) => (
    <Input
      label={label}
      hint={hint}
      inputMode="decimal"
      value={draft[name]}
      onChange={(event) => set({ [name]: event.target.value })}
      error={fieldText(errors[name])}
    />
  );

  const submit = () => {
    const built = wheelTermsRequest(draft);
    if (!built.ok) {
      setErrors(built.errors);
      return notify(t('bonuses.fixErrors'), 'error');
    }
    setErrors({});
    mutation.mutate(built.data, {
      onSuccess: (view) => {
        setDraft(wheelDraftOf(view));
        notify(t('bonuses.wheel.saved', { percent: view.paidSpinReturn.percent }), 'success');
      },
      onError: (error) => {
        const fields = serverFieldCodes(error);
        if (fields) setErrors(fields);
        notify(failureText(error), 'error');
      },
    });
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      data-testid="wheel-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <section className="card grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-4">
        {field('freeSpinMinutes', t('bonuses.wheel.freeSpinMinutes'), t('bonuses.wheel.freeSpinMinutesHint'))}
        {field('paidSpinCost', t('bonuses.wheel.paidSpinCost'))}
        {field('freeSpinMinBalance', t('bonuses.wheel.freeSpinMinBalance'))}
        {field('paidSpinMinBalance', t('bonuses.wheel.paidSpinMinBalance'))}
      </section>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="card p-4">
          <p className="text-xs tracking-wide text-fog-400 uppercase">{t('bonuses.wheel.totalWeight')}</p>
          <p className="mt-1 text-xl font-bold text-fog-100 tabular-nums">{totalWeight}</p>
        </div>
        <div className="card p-4">
          <p className="text-xs tracking-wide text-fog-400 uppercase">{t('bonuses.wheel.return')}</p>
          <p className="mt-1 text-xl font-bold text-fog-100 tabular-nums" data-testid="wheel-return">
            {expected === null ? '—' : formatChance(expected, lang)}
          </p>
        </div>
        <div className="card p-4">
          <p className="text-xs tracking-wide text-fog-400 uppercase">{t('bonuses.wheel.savedReturn')}</p>
          <p className="mt-1 text-xl font-bold text-fog-300 tabular-nums">
            {formatChance(saved.paidSpinReturn.percent, lang)}
          </p>
        </div>
      </div>
      {errors.segments ? (
        <p role="alert" className="text-sm text-danger-400">
          {t('bonuses.wheel.segmentsInvalid')}
        </p>
      ) : null}
      <Table caption={t('bonuses.wheel.segments')}>
        <thead>
          <tr>
            <Th className="w-10">#</Th>
            <Th>{t('bonuses.wheel.name')}</Th>
            <Th className="w-28">{t('bonuses.wheel.weight')}</Th>
            <Th className="w-44">
              <span className="block text-end">{t('bonuses.wheel.chance')}</span>
            </Th>
            <Th className="w-32">{t('bonuses.wheel.amount')}</Th>
            <Th className="w-24">{t('bonuses.wheel.present')}</Th>
          </tr>
        </thead>
        <tbody data-testid="wheel-segments">
          {draft.segments.map((row, index) => {
            const error = (key: string) => fieldText(errors[`segments.${index}.${key}`]);
            return (
              <tr key={index}>
                <Td className="text-fog-400 tabular-nums">{index + 1}</Td>
                <Td>
                  <input
                    aria-label={t('bonuses.wheel.nameOf', { n: index + 1 })}
                    aria-invalid={error('name') ? true : undefined}
                    value={row.name}
                    maxLength={60}
                    onChange={(event) => setSegment(index, { name: event.target.value })}
                    className={`${cell} min-w-32`}
                  />
                  <CellError text={error('name')} />
                </Td>
                <Td>
                  <input
                    aria-label={t('bonuses.wheel.weightOf', { n: index + 1 })}
                    aria-invalid={error('weight') ? true : undefined}
                    inputMode="numeric"
                    value={row.weight}
                    onChange={(event) => setSegment(index, { weight: event.target.value })}
                    className={`${cell} tabular-nums`}
                  />
                  <CellError text={error('weight')} />
                </Td>
                <Td>
                  <div className="flex items-center justify-end gap-3">
                    <div
                      className="hidden h-1.5 w-16 overflow-hidden rounded-full bg-white/5 lg:block"
                      aria-hidden="true"
                    >
                      <div
                        className="h-full rounded-full bg-gold-400"
                        style={{ width: `${largest > 0 ? (chances[index]! / largest) * 100 : 0}%` }}
                      />
                    </div>
                    <span className="font-semibold text-fog-100 tabular-nums" data-testid="wheel-chance">
                      {formatChance(chances[index]!, lang)}
                    </span>
                  </div>
                </Td>
                <Td>
                  <input
                    aria-label={t('bonuses.wheel.amountOf', { n: index + 1 })}
                    aria-invalid={error('amount') ? true : undefined}
                    inputMode="decimal"
                    value={row.amount}
                    disabled={row.isPresent}
                    onChange={(event) => setSegment(index, { amount: event.target.value })}
                    className={`${cell} tabular-nums disabled:opacity-40`}
                  />
                  <CellError text={error('amount')} />
                </Td>
                <Td>
                  <input
                    type="checkbox"
                    aria-label={t('bonuses.wheel.presentOf', { n: index + 1 })}
                    checked={row.isPresent}
                    onChange={(event) => setSegment(index, { isPresent: event.target.checked })}
                    className="size-5 cursor-pointer accent-gold-400"
                  />
                </Td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={() => (setDraft(wheelDraftOf(saved)), setErrors({}))}>
          {t('bonuses.undo')}
        </Button>
        <Button type="submit" loading={mutation.isPending} data-testid="wheel-save">
          {t('bonuses.save')}
        </Button>
      </div>
    </form>
  );
}

/** The wheel: its spins' terms, its sixteen segments and their weights, each one's chance and the paid spin's return. */
export function WheelTab() {
  const wheel = useWheel();
  if (wheel.isPending) return <Spinner />;
  if (wheel.isError) return <p className="text-danger-400">{failureText(wheel.error)}</p>;
  return <WheelForm saved={wheel.data} />;
}

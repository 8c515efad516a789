import type { TradingEventDetail, TradingResult } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { notify } from '@casino/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useEnterResult } from '../api/enter-result';
import { draftOf, type ResultProblem, resultLine, resultOf } from '../lib/result-draft';
import { failureText } from '../lib/texts';
import { FieldStrokes } from './field-strokes';
import { ResultLines } from './result-lines';

/**
 * The event's result, entered or corrected in the shape of its sport. Either way the tickets are
 * settled on it; a correction settles again those already settled, which the trader confirms.
 */
export function ResultForm({ event }: { event: TradingEventDetail }) {
  const { t } = useTranslation();
  const mutation = useEnterResult(event.id);
  const [draft, setDraft] = useState(() => draftOf(event.resultShape, event.result));
  const [problem, setProblem] = useState<ResultProblem | null>(null);
  // The book's refusal stays beside the form: its reason says what to change.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [asked, setAsked] = useState<TradingResult | null>(null);
  const names = Object.fromEntries(
    event.resultShape.kind === 'field' ? event.resultShape.field.map(({ id, name }) => [id, name]) : [],
  );
  // A result stands (the feed's or one entered) or the event was void: its tickets were settled.
  const correcting = event.result !== null || event.state === 'settled';
  const which = correcting ? 'correct' : 'enter';

  const submit = () => {
    const built = resultOf(event.resultShape, draft);
    setProblem(built.ok ? null : built.problem);
    setRefusal(null);
    if (built.ok) setAsked(built.result);
  };
  const send = (result: TradingResult) =>
    mutation.mutate(result, {
      onSuccess: () => {
        setAsked(null);
        notify(t(`trading.result.done.${which}`), 'success');
      },
      onError: (error) => {
        setAsked(null);
        setRefusal(failureText(error));
      },
    });

  return (
    <section aria-labelledby="result-title" className="card flex flex-col gap-4 p-5" data-testid="result-form">
      <div>
        <h2 id="result-title" className="text-lg font-semibold text-fog-100">
          {t('trading.result.title')}
        </h2>
        <p className="mt-1 text-sm text-fog-400">
          {event.result
            ? t(event.override.result ? 'trading.result.entered' : 'trading.result.fromFeed', {
                result: resultLine(event.result, names),
              })
            : t('trading.result.none')}
        </p>
      </div>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(submitted) => {
          submitted.preventDefault();
          submit();
        }}
      >
        {event.resultShape.kind === 'field' ? (
          <FieldStrokes shape={event.resultShape} draft={draft} onChange={setDraft} />
        ) : (
          <ResultLines event={event} draft={draft} onChange={setDraft} />
        )}
        {problem || refusal ? (
          <p role="alert" className="text-sm text-danger-400">
            {problem ? t(`trading.result.problems.${problem}`) : refusal}
          </p>
        ) : null}
        <div>
          <Button type="submit" variant={correcting ? 'outline' : 'primary'} data-testid="result-submit">
            {t(`trading.result.submit.${which}`)}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={asked !== null}
        title={t(`trading.result.confirm.${which}.title`)}
        confirm={t(`trading.result.confirm.${which}.confirm`)}
        danger={correcting}
        pending={mutation.isPending}
        onCancel={() => setAsked(null)}
        onConfirm={() => asked && send(asked)}
      >
        <p className="text-sm text-fog-300">
          {asked
            ? t(`trading.result.confirm.${which}.text`, { name: event.name, result: resultLine(asked, names) })
            : null}
        </p>
      </ConfirmDialog>
    </section>
  );
}

import { Button } from '@casino/ui/button';
import { CloseIcon } from '@casino/ui/icons';
import { useTranslation } from 'react-i18next';
import type { CurrencyRow } from '../lib/currency-rows';
import type { FieldCodes } from '../lib/form-errors';
import { fieldText } from '../lib/texts';

const cell =
  'h-9 w-full rounded-lg border border-ink-600 bg-ink-950/60 px-2.5 text-sm text-fog-100 outline-none hover:border-ink-500 focus:border-gold-400 focus:ring-2 focus:ring-gold-400/30 aria-invalid:border-danger-400/80';

/** Amounts per currency (the first one converts to the others): a small table of lines, added and removed. */
export function CurrencyAmounts({
  name,
  label,
  hint,
  rows,
  errors,
  onChange,
}: {
  name: string;
  label: string;
  hint?: string;
  rows: CurrencyRow[];
  errors: FieldCodes;
  onChange: (rows: CurrencyRow[]) => void;
}) {
  const { t } = useTranslation();
  const whole = fieldText(errors[name]);
  const update = (index: number, change: Partial<CurrencyRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-fog-300">{label}</legend>
      <div className="flex flex-col gap-2">
        {rows.map((row, index) => {
          const rowError = fieldText(errors[`${name}.${row.currency.trim().toUpperCase()}`]);
          return (
            <div key={index} className="flex flex-col gap-1">
              <div className="grid grid-cols-[6rem_1fr_auto] items-center gap-2">
                <input
                  aria-label={t('bonuses.currency')}
                  value={row.currency}
                  dir="ltr"
                  maxLength={5}
                  onChange={(event) => update(index, { currency: event.target.value.toUpperCase() })}
                  className={cell}
                />
                <input
                  aria-label={t('bonuses.amountIn', { currency: row.currency || '…' })}
                  aria-invalid={rowError ? true : undefined}
                  inputMode="decimal"
                  value={row.amount}
                  onChange={(event) => update(index, { amount: event.target.value })}
                  className={`${cell} tabular-nums`}
                />
                <button
                  type="button"
                  aria-label={t('bonuses.removeCurrency', { currency: row.currency })}
                  onClick={() => onChange(rows.filter((_, at) => at !== index))}
                  className="grid size-9 cursor-pointer place-items-center rounded-lg text-fog-400 hover:bg-white/5 hover:text-fog-100"
                >
                  <CloseIcon size={16} />
                </button>
              </div>
              {rowError ? <p className="text-xs text-danger-400">{rowError}</p> : null}
            </div>
          );
        })}
      </div>
      {whole ? (
        <p role="alert" className="text-xs text-danger-400">
          {whole}
        </p>
      ) : hint ? (
        <p className="text-xs text-fog-500">{hint}</p>
      ) : null}
      <Button
        size="sm"
        variant="ghost"
        className="self-start"
        onClick={() => onChange([...rows, { currency: '', amount: '' }])}
      >
        {t('bonuses.addCurrency')}
      </Button>
    </fieldset>
  );
}

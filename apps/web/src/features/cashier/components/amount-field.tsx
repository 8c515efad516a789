import { cn } from '@casino/ui/cn';
import { controlClasses } from '@casino/ui/field';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatMoney } from '@/lib/money';
import type { AmountProblem } from '../lib/amount';

/** The amount with its currency, quick picks, the system's limits and the reason it cannot be sent yet. */
export function AmountField({
  value,
  onChange,
  currency,
  min,
  max,
  quick,
  problem,
}: {
  value: string;
  onChange: (value: string) => void;
  currency: string;
  min: number;
  max: number;
  quick: number[];
  /** Shown only once the player has tried to send or typed something. */
  problem: AmountProblem | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const money = { min: formatMoney(min, currency), max: formatMoney(max, currency) };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-fog-300">
        {t('cashier.amount')}
      </label>
      {/* The number and its currency read left to right as one, in Arabic too. */}
      <div className="relative" dir="ltr">
        <input
          id={id}
          inputMode="decimal"
          placeholder="0.00"
          autoComplete="off"
          dir="ltr"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-note`}
          data-testid="amount-input"
          className={cn(controlClasses(Boolean(problem)), 'h-12 pe-16 text-lg font-semibold tabular-nums')}
        />
        <span className="pointer-events-none absolute inset-y-0 end-0 flex items-center pe-4 text-sm font-semibold text-fog-400">
          {currency}
        </span>
      </div>
      {quick.length > 0 && (
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('cashier.quickAmounts')}>
          {quick.map((amount) => {
            const text = String(amount);
            return (
              <button
                key={amount}
                type="button"
                onClick={() => onChange(text)}
                aria-pressed={value === text}
                data-testid="quick-amount"
                className={cn(
                  'h-9 min-w-16 rounded-xl border px-3 text-sm font-semibold tabular-nums transition-colors',
                  value === text
                    ? 'border-gold-400 bg-gold-400/15 text-gold-200'
                    : 'border-ink-600 bg-ink-800 text-fog-300 hover:border-gold-400/50 hover:text-fog-100',
                )}
              >
                {formatAmount(amount).replace(/[.,]00$/, '')}
              </button>
            );
          })}
        </div>
      )}
      <p
        id={`${id}-note`}
        role={problem ? 'alert' : undefined}
        data-testid="amount-note"
        className={cn('text-xs', problem ? 'text-danger-400' : 'text-fog-500')}
      >
        {problem ? t(`cashier.amountErrors.${problem}`, money) : t('cashier.limitsRange', money)}
      </p>
    </div>
  );
}

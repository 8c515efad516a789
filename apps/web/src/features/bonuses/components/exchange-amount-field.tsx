import { cn } from '@casino/ui/cn';
import { controlClasses } from '@casino/ui/field';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The bonus amount with its currency and the "All" button; the note below says what is wrong, once there is something. */
export function ExchangeAmountField({
  value,
  onChange,
  onAll,
  currency,
  disabled,
  problem,
}: {
  value: string;
  onChange: (value: string) => void;
  onAll: () => void;
  currency: string;
  disabled: boolean;
  problem: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-fog-300">
        {t('bonus.exchange.amount')}
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
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          data-testid="exchange-amount"
          className={cn(controlClasses(Boolean(problem)), 'h-12 pe-32 text-lg font-semibold tabular-nums')}
        />
        <span className="absolute inset-y-0 end-0 flex items-center gap-2 pe-2">
          <span className="pointer-events-none text-sm font-semibold text-fog-400">{currency}</span>
          <button
            type="button"
            onClick={onAll}
            disabled={disabled}
            data-testid="exchange-all"
            className="h-8 rounded-lg border border-gold-400/50 px-3 text-sm font-semibold text-gold-300 hover:bg-gold-400/10 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {t('bonus.exchange.all')}
          </button>
        </span>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-xs text-danger-400" data-testid="exchange-problem">
          {problem}
        </p>
      )}
    </div>
  );
}

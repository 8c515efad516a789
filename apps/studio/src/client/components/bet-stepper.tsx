import { t } from '../lib/i18n';
import { formatMoney } from '../lib/money';

/** − value + over a fixed list of allowed bets (min to max). */
export function BetStepper(props: {
  levels: readonly number[];
  value: number;
  currency: string;
  disabled?: boolean;
  onChange: (value: number) => void;
}) {
  const index = Math.max(0, props.levels.indexOf(props.value));
  return (
    <div className="stepper" aria-label={t('bet')}>
      <button
        className="step"
        disabled={props.disabled || index === 0}
        onClick={() => props.onChange(props.levels[index - 1]!)}
        aria-label="−"
      >
        −
      </button>
      <div className="stepper-value">
        <span className="label">{t('bet')}</span>
        <strong data-testid="bet">{formatMoney(props.value, props.currency)}</strong>
      </div>
      <button
        className="step"
        disabled={props.disabled || index === props.levels.length - 1}
        onClick={() => props.onChange(props.levels[index + 1]!)}
        aria-label="+"
      >
        +
      </button>
    </div>
  );
}

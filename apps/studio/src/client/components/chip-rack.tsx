import { t } from '../lib/i18n';

/** The chips a table game offers (minor units), one chosen; `colourPrefix` picks the table's chip colours. */
export function ChipRack(props: {
  chips: readonly number[];
  chosen: number;
  onChoose: (value: number) => void;
  colourPrefix?: string;
}) {
  const prefix = props.colourPrefix ?? 'chip-';
  return (
    <div className="chips" role="radiogroup" aria-label={t('chip')}>
      {props.chips.map((value) => (
        <button
          key={value}
          role="radio"
          aria-checked={props.chosen === value}
          className={`chip ${prefix}${value}${props.chosen === value ? ' on' : ''}`}
          onClick={() => props.onChoose(value)}
        >
          {value >= 100 ? value / 100 : `.${value}`}
        </button>
      ))}
    </div>
  );
}

import { t } from '../../lib/i18n';
import { RED } from './wheel';

export interface PlacedBet {
  kind: string;
  numbers: number[];
  amount: number;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const where = (test: (n: number) => boolean) => range(1, 36).filter(test);

/** Every spot of the layout: its key, the bet it places, and its label. */
export const SPOTS = {
  straight: (n: number) => ({ key: `straight:${n}`, kind: 'straight', numbers: [n] }),
  column: (c: number) => ({ key: `column:${c}`, kind: 'column', numbers: where((n) => n % 3 === (c + 1) % 3) }),
  dozen: (d: number) => ({ key: `dozen:${d}`, kind: 'dozen', numbers: range(12 * d + 1, 12 * d + 12) }),
  red: { key: 'red', kind: 'red', numbers: where((n) => RED.has(n)) },
  black: { key: 'black', kind: 'black', numbers: where((n) => !RED.has(n)) },
  even: { key: 'even', kind: 'even', numbers: where((n) => n % 2 === 0) },
  odd: { key: 'odd', kind: 'odd', numbers: where((n) => n % 2 === 1) },
  low: { key: 'low', kind: 'low', numbers: range(1, 18) },
  high: { key: 'high', kind: 'high', numbers: range(19, 36) },
};
type Spot = { key: string; kind: string; numbers: number[] };
type Edge = 'right' | 'top' | 'corner' | 'bottom' | 'six' | 'left';

const inside = (kind: string, numbers: number[]): Spot => ({ key: `${kind}:${numbers.join('-')}`, kind, numbers });

/**
 * The inside bets around number n, placed on its edges and corners: split with the number
 * to the right (n + 3) and above (n + 1), corner, street (under a bottom-row number),
 * six line, and the splits with zero on the first column.
 */
function edgesOf(n: number): [Edge, Spot][] {
  const edges: [Edge, Spot][] = [];
  if (n <= 33) edges.push(['right', inside('split', [n, n + 3])]);
  if (n % 3 !== 0) edges.push(['top', inside('split', [n, n + 1])]);
  if (n % 3 !== 0 && n <= 32) edges.push(['corner', inside('corner', [n, n + 1, n + 3, n + 4])]);
  if (n % 3 === 1) edges.push(['bottom', inside('street', [n, n + 1, n + 2])]);
  if (n % 3 === 1 && n <= 31) edges.push(['six', inside('sixLine', [n, n + 1, n + 2, n + 3, n + 4, n + 5])]);
  if (n <= 3) edges.push(['left', inside('split', [0, n])]);
  return edges;
}

const canonical = (kind: string, numbers: readonly number[]) =>
  `${kind}:${[...numbers].sort((a, b) => a - b).join('-')}`;
const EVERY_SPOT: Spot[] = [
  ...range(0, 36).map(SPOTS.straight),
  ...[0, 1, 2].map(SPOTS.column),
  ...[0, 1, 2].map(SPOTS.dozen),
  SPOTS.red,
  SPOTS.black,
  SPOTS.even,
  SPOTS.odd,
  SPOTS.low,
  SPOTS.high,
  ...range(1, 36).flatMap((n) => edgesOf(n).map(([, spot]) => spot)),
];
const KEY_OF = new Map(EVERY_SPOT.map((spot) => [canonical(spot.kind, spot.numbers), spot.key]));

/** The layout spot a bet sits on, whatever order its numbers came back in. */
export function spotKeyOf(bet: { kind: string; numbers: readonly number[] }): string | undefined {
  return KEY_OF.get(canonical(bet.kind, bet.numbers));
}

/** A stack of chips on its spot: solid once the bet is placed, ringed while it is still to be sent. */
function Chip({ amount, pending }: { amount: number; pending: boolean }) {
  if (!amount) return null;
  const label = amount >= 100 ? String(amount / 100) : `.${String(amount).padStart(2, '0')}`;
  return (
    <span className={`placed-chip${pending ? ' pending' : ''}`} data-testid="placed-chip">
      {label}
    </span>
  );
}

/**
 * The betting layout; the numbers keep their order in every language. `bets` are the chips
 * still to be sent, `placed` the amounts already bet on each spot (live roulette keeps them on
 * the table until the round is over).
 */
export function RouletteTable(props: {
  bets: Map<string, PlacedBet>;
  placed?: Map<string, number>;
  winning: number | null;
  disabled: boolean;
  onPlace: (spot: Spot) => void;
}) {
  const chip = (key: string) => {
    const pending = props.bets.get(key)?.amount ?? 0;
    return <Chip amount={pending + (props.placed?.get(key) ?? 0)} pending={pending > 0} />;
  };
  const on = (key: string) => props.bets.has(key) || props.placed?.has(key) === true;
  const cell = (spot: Spot, label: string, className: string, style?: React.CSSProperties) => (
    <button
      key={spot.key}
      className={`${className}${props.winning !== null && spot.numbers.includes(props.winning) ? ' hit' : ''}`}
      style={style}
      disabled={props.disabled}
      onClick={() => props.onPlace(spot)}
      data-spot={spot.key}
    >
      <span>{label}</span>
      {chip(spot.key)}
      {/* The dolly: the marker a croupier puts on the winning number. */}
      {spot.numbers.length === 1 && spot.numbers[0] === props.winning && (
        <span className="dolly" data-testid="dolly" aria-hidden />
      )}
    </button>
  );
  return (
    <div className="felt" dir="ltr">
      {cell(SPOTS.straight(0), '0', 'num zero', { gridRow: '1 / span 3', gridColumn: 1 })}
      {range(1, 36).map((n) => {
        const column = Math.ceil(n / 3) + 1;
        const row = 3 - ((n - 1) % 3);
        return cell(SPOTS.straight(n), String(n), `num ${RED.has(n) ? 'red' : 'black'}`, {
          gridRow: row,
          gridColumn: column,
        });
      })}
      {range(1, 36).map((n) => (
        <div
          key={`edges-${n}`}
          className="edges"
          style={{ gridRow: 3 - ((n - 1) % 3), gridColumn: Math.ceil(n / 3) + 1 }}
        >
          {edgesOf(n).map(([edge, spot]) => (
            <button
              key={spot.key}
              className={`edge ${edge}${props.winning !== null && spot.numbers.includes(props.winning) && on(spot.key) ? ' hit' : ''}`}
              disabled={props.disabled}
              onClick={() => props.onPlace(spot)}
              data-spot={spot.key}
              aria-label={`${spot.kind} ${spot.numbers.join('-')}`}
            >
              {chip(spot.key)}
            </button>
          ))}
        </div>
      ))}
      {[2, 1, 0].map((c, i) => cell(SPOTS.column(c), '2:1', 'outside col', { gridRow: i + 1, gridColumn: 14 }))}
      {[0, 1, 2].map((d) =>
        cell(SPOTS.dozen(d), `${d * 12 + 1}–${d * 12 + 12}`, 'outside', {
          gridRow: 4,
          gridColumn: `${2 + d * 4} / span 4`,
        }),
      )}
      {cell(SPOTS.low, '1-18', 'outside', { gridRow: 5, gridColumn: '2 / span 2' })}
      {cell(SPOTS.even, t('even'), 'outside', { gridRow: 5, gridColumn: '4 / span 2' })}
      {cell(SPOTS.red, '◆', 'outside red-spot', { gridRow: 5, gridColumn: '6 / span 2' })}
      {cell(SPOTS.black, '◆', 'outside black-spot', { gridRow: 5, gridColumn: '8 / span 2' })}
      {cell(SPOTS.odd, t('odd'), 'outside', { gridRow: 5, gridColumn: '10 / span 2' })}
      {cell(SPOTS.high, '19-36', 'outside', { gridRow: 5, gridColumn: '12 / span 2' })}
    </div>
  );
}

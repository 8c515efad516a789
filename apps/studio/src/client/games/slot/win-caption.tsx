import type { CSSProperties } from 'react';
import { t } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import type { SlotWin } from './slot.types';
import { SymbolTile } from './symbols';
import type { DrawnWin } from './win-geometry';

/** What a win is: its line, its ways, or the scatter. */
function winName(win: SlotWin): string {
  if (win.kind === 'line') return t('winLine', { n: win.line ?? 1 });
  if (win.kind === 'scatter') return t('winScatter');
  return win.ways === 1 ? t('winWay') : t('winWays', { n: win.ways });
}

/**
 * Under the reels, the wins on show in words: each with its colour, what it is and its
 * amount; a win shown alone also says which symbol paid and how many. Several wins make a
 * row of chips that scrolls when it is wider than the reels.
 */
export function WinCaption(props: {
  gameId: string;
  drawn: DrawnWin[];
  currency: string;
  coinValue: number;
  multiplier: number;
}) {
  return (
    <div className={`win-caption${props.drawn.length === 1 ? ' single' : ''}`} data-testid="win-caption">
      {props.multiplier > 1 && <span className="win-step">{t('cascadeStep', { m: props.multiplier })}</span>}
      {props.drawn.map(({ win, colour }) => (
        <span
          key={`${win.kind}-${win.line ?? win.symbol}-${win.step}`}
          className="win-chip"
          style={{ '--win': colour } as CSSProperties}
        >
          <span className="win-name">{winName(win)}</span>
          {/* Several wins at once: each names its line and amount; its symbols are lit on the reels. */}
          {props.drawn.length === 1 && (
            <span className="win-symbols">
              {win.count} ×
              <SymbolTile gameId={props.gameId} code={win.symbol} />
            </span>
          )}
          <strong>{formatMoney(win.amount * props.coinValue, props.currency)}</strong>
        </span>
      ))}
    </div>
  );
}

import type { ReactNode } from 'react';
import { artOf } from './art';

/**
 * One symbol as the reels, the win captions and the paytable show it: the game's drawing
 * (games/slot/art), scaled to its box. The drawings are inline SVG: nothing is downloaded.
 */
export function SymbolTile({ gameId, code, title }: { gameId: string; code: string; title?: string }) {
  const art = artOf(gameId) as Record<string, ReactNode>;
  return (
    <div className={`sym sym-${code}`} title={title}>
      <svg
        viewBox="0 0 100 100"
        role={title ? 'img' : undefined}
        aria-label={title}
        aria-hidden={title ? undefined : true}
      >
        {art[code] ?? null}
      </svg>
    </div>
  );
}

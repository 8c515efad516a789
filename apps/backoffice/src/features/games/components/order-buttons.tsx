import type { LobbyMove } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { useTranslation } from 'react-i18next';

/**
 * Moves in the lobby's order without dragging: to the top, one place up, one place down. Each is
 * a button of its own, named for what it moves, so the keyboard and screen readers reach them.
 */
export function OrderButtons({
  name,
  first,
  last,
  stepsAllowed = true,
  onMove,
}: {
  name: string;
  first: boolean;
  last: boolean;
  /** Off while the list is filtered: a step would pass games the filter leaves out. */
  stepsAllowed?: boolean;
  onMove: (move: LobbyMove) => void;
}) {
  const { t } = useTranslation();
  const stepHint = stepsAllowed ? undefined : t('games.order.filtered');
  const button = (move: LobbyMove, symbol: string, disabled: boolean, hint?: string) => (
    <Button
      size="sm"
      variant="ghost"
      className="px-2"
      aria-label={t(`games.order.${move}`, { name })}
      title={hint ?? t(`games.order.${move}`, { name })}
      disabled={disabled}
      onClick={() => onMove(move)}
    >
      <span aria-hidden="true">{symbol}</span>
    </Button>
  );
  return (
    <div className="flex items-center gap-0.5">
      {button('top', '⤒', first)}
      {button('up', '↑', first || !stepsAllowed, stepHint)}
      {button('down', '↓', last || !stepsAllowed, stepHint)}
    </div>
  );
}

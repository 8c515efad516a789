import type { ClientState } from '../lib/api';
import { t } from '../lib/i18n';

/** The game's name and real or demo, shown only when the game is the whole page (see isEmbedded). */
export function TopBar({ state }: { state: ClientState }) {
  return (
    <header className="topbar">
      <span className="game-name">{state.game.name}</span>
      {state.mode === 'demo' && <span className="badge">{t('demo')}</span>}
    </header>
  );
}

import type { FreeSpinInfo, NormalisedGame } from '@casino/contracts';
import { buttonClasses } from '@casino/ui/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/date';
import { formatMoney } from '@/lib/money';
import { GameImage } from './game-image';

/** /slots/{provider}/{gameId}/{freeSpin}/session: where a grant is played (SPEC §2.5). */
export function freeSpinPath(grant: FreeSpinInfo): string {
  return `/slots/${encodeURIComponent(grant.provider)}/${encodeURIComponent(grant.game_id)}/${grant.id}/session`;
}

/** The grants a player can still play: not ended, spins left, not expired. */
export function playableGrants(grants: readonly FreeSpinInfo[], now = Date.now()): FreeSpinInfo[] {
  return grants.filter((g) => !g.session_end && g.freespin_left > 0 && Date.parse(g.expires_at) > now);
}

/** The signed-in player's free spins, each with its game and a button that opens them. */
export function FreeSpinsRow({
  grants,
  gameOf,
}: {
  grants: readonly FreeSpinInfo[];
  gameOf: (grant: FreeSpinInfo) => NormalisedGame | undefined;
}) {
  const { t } = useTranslation();
  const playable = playableGrants(grants);
  if (playable.length === 0) return null;
  return (
    <section aria-labelledby="free-spins-title" data-testid="free-spins-row" className="flex flex-col gap-3">
      <h2 id="free-spins-title" className="text-lg font-bold text-fog-100 sm:text-xl">
        {t('casino.freeSpins.title')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {playable.map((grant) => {
          const game = gameOf(grant);
          const name = game?.gameName ?? grant.game_id;
          return (
            <li
              key={grant.id}
              data-testid="free-spin-grant"
              className="flex items-center gap-4 rounded-2xl border border-gold-400/25 bg-gradient-to-br from-ink-700 to-ink-850 p-3 shadow-card"
            >
              <GameImage
                src={game?.imageUrl ?? ''}
                name={name}
                className="size-20 shrink-0 overflow-hidden rounded-xl text-xl"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-fog-100">
                  <bdi>{name}</bdi>
                </p>
                <p className="text-sm text-gold-300">{t('casino.freeSpins.left', { count: grant.freespin_left })}</p>
                <p className="text-xs text-fog-400">
                  {t('casino.freeSpins.bet')} <span dir="ltr">{formatMoney(grant.bet, grant.prize.currency)}</span> ·{' '}
                  {t('casino.freeSpins.until', { date: formatDateTime(grant.expires_at) })}
                </p>
              </div>
              <Link to={freeSpinPath(grant)} className={buttonClasses('primary', 'sm')}>
                {t('casino.freeSpins.play')}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import type { FeedTournament } from '../lib/contracts';
import { useSports } from '../lib/data';
import { t } from '../lib/i18n';
import { navigate } from '../lib/router';
import { ClockIcon, SportIcon } from './icons';

/**
 * Top tournaments as cards: the sport, the tournament and its country or tour, what is live
 * and what is to come. A card opens the tournament's list: upcoming, or live when all of it is.
 */
export function TopTournamentCards({ tournaments }: { tournaments: readonly FeedTournament[] }) {
  const sports = useSports();
  return (
    <ul className="top-cards">
      {tournaments.map((tournament) => {
        const sport = String(tournament.sport);
        const key = sports.data?.find((entry) => String(entry.id) === sport)?.key ?? 'football';
        const page = tournament.prematch > 0 ? 'prematch' : 'live';
        return (
          <li key={tournament.id}>
            <button
              type="button"
              className="top-card"
              data-tournament={tournament.id}
              onClick={() => navigate({ page, sport, tournament: tournament.id })}
            >
              <span className="top-card__icon">
                <SportIcon sport={key} size={20} />
              </span>
              <span className="top-card__names">
                <span className="top-card__name">{tournament.name}</span>
                <span className="top-card__category">{tournament.category}</span>
              </span>
              <span className="top-card__counts">
                {tournament.live > 0 && (
                  <span className="tag tag--live">
                    {t('live.badge')} {tournament.live}
                  </span>
                )}
                {tournament.prematch > 0 && (
                  <span className="top-card__upcoming" title={t('nav.upcoming')}>
                    <ClockIcon size={12} />
                    {tournament.prematch}
                  </span>
                )}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

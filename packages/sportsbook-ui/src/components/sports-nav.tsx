import type { FeedSport, FeedTournament } from '../lib/contracts';
import { useSports, useTournaments } from '../lib/data';
import { t } from '../lib/i18n';
import { navigate, useRoute } from '../lib/router';
import { ChevronIcon, GridIcon, HomeIcon, LiveIcon, SportIcon, TrophyIcon } from './icons';

const DEFAULT_SPORT = '1';

/** The tournaments of a sport, under their categories. */
function TournamentTree({ sport, live }: { sport: string; live: boolean }) {
  const route = useRoute();
  const tournaments = useTournaments(sport);
  const list = (tournaments.data ?? []).filter((tournament) => (live ? tournament.live : tournament.prematch) > 0);
  if (!tournaments.data) return <div className="tree__loading" />;
  const byCategory = new Map<string, FeedTournament[]>();
  for (const tournament of list)
    byCategory.set(tournament.category, [...(byCategory.get(tournament.category) ?? []), tournament]);
  return (
    <ul className="tree">
      {[...byCategory.entries()].map(([category, items]) => (
        <li key={category}>
          <div className="tree__category">{category}</div>
          <ul>
            {items.map((tournament) => (
              <li key={tournament.id}>
                <button
                  type="button"
                  className={`tree__item${route.tournament === tournament.id ? ' is-active' : ''}`}
                  onClick={() => navigate({ page: live ? 'live' : 'prematch', sport, tournament: tournament.id })}
                >
                  <span>{tournament.name}</span>
                  <span className="tree__count">{live ? tournament.live : tournament.prematch}</span>
                </button>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

const liveTotal = (sports: readonly FeedSport[] | undefined) =>
  sports?.reduce((sum, sport) => sum + sport.live, 0) ?? 0;

/** The desktop layouts' start column: home, live, and every sport with its tournaments. */
export function SportsNav({ compact = false }: { compact?: boolean }) {
  const route = useRoute();
  const sports = useSports();
  const live = route.page === 'live';
  const activeSport =
    route.page === 'live' || route.page === 'prematch'
      ? (route.sport ?? (live ? undefined : DEFAULT_SPORT))
      : undefined;
  return (
    <nav className={`sports-nav${compact ? ' sports-nav--compact' : ''}`} aria-label={t('nav.sports')}>
      <button
        type="button"
        className={`sports-nav__item${route.page === 'home' ? ' is-active' : ''}`}
        onClick={() => navigate({ page: 'home' })}
      >
        <HomeIcon size={18} />
        <span className="sports-nav__name">{t('nav.home')}</span>
      </button>
      <button
        type="button"
        className={`sports-nav__item${live && !route.sport ? ' is-active' : ''}`}
        onClick={() => navigate({ page: 'live' })}
      >
        <span className="live-icon">
          <LiveIcon size={18} />
        </span>
        <span className="sports-nav__name">{t('nav.liveNow')}</span>
        <span className="sports-nav__count sports-nav__count--live">{liveTotal(sports.data)}</span>
      </button>
      <button
        type="button"
        className={`sports-nav__item${route.page === 'top' ? ' is-active' : ''}`}
        onClick={() => navigate({ page: 'top' })}
      >
        <TrophyIcon size={18} />
        <span className="sports-nav__name">{t('nav.top')}</span>
      </button>
      <div className="sports-nav__title">{live ? t('nav.liveBySport') : t('nav.sports')}</div>
      {(sports.data ?? []).map((sport) => {
        const id = String(sport.id);
        const count = live ? sport.live : sport.prematch;
        if (live && count === 0) return null;
        const open = activeSport === id;
        return (
          <div key={id} className={`sports-nav__sport${open ? ' is-open' : ''}`}>
            <button
              type="button"
              className={`sports-nav__item${open ? ' is-active' : ''}`}
              aria-expanded={open}
              onClick={() => navigate({ page: live ? 'live' : 'prematch', sport: id })}
            >
              <SportIcon sport={sport.key} size={18} />
              <span className="sports-nav__name">{sport.name}</span>
              <span className="sports-nav__count">{count}</span>
              {!compact && <ChevronIcon size={14} className="sports-nav__chevron" />}
            </button>
            {open && !compact && <TournamentTree sport={id} live={live} />}
          </div>
        );
      })}
      {!sports.data && <div className="skeleton skeleton--nav" />}
    </nav>
  );
}

/** The phone's row of sports above a list. */
export function SportChips() {
  const route = useRoute();
  const sports = useSports();
  const live = route.page === 'live';
  return (
    <div className="sport-chips" role="navigation" aria-label={t('nav.sports')}>
      <button
        type="button"
        className={`sport-chip${route.page === 'sports' ? ' is-active' : ''}`}
        onClick={() => navigate({ page: 'sports' })}
      >
        <span className="sport-chip__icon">
          <GridIcon size={20} />
        </span>
        <span className="sport-chip__name">{t('nav.allSports')}</span>
      </button>
      {(sports.data ?? []).map((sport) => {
        const id = String(sport.id);
        const count = live ? sport.live : sport.prematch;
        if (count === 0) return null;
        const active = (route.page === 'live' || route.page === 'prematch') && route.sport === id;
        return (
          <button
            key={id}
            type="button"
            className={`sport-chip${active ? ' is-active' : ''}`}
            onClick={() => navigate({ page: live ? 'live' : 'prematch', sport: id })}
          >
            <span className="sport-chip__icon">
              <SportIcon sport={sport.key} size={20} />
              {sport.live > 0 && <span className="sport-chip__live" aria-hidden="true" />}
            </span>
            <span className="sport-chip__name">{sport.name}</span>
          </button>
        );
      })}
    </div>
  );
}

/** The phone's list of every sport, with what is live and upcoming in each. */
export function SportsList() {
  const sports = useSports();
  return (
    <div className="page">
      <h1 className="page-title">{t('nav.allSports')}</h1>
      <ul className="sports-list">
        {(sports.data ?? []).map((sport) => (
          <li key={String(sport.id)}>
            <button type="button" onClick={() => navigate({ page: 'prematch', sport: String(sport.id) })}>
              <SportIcon sport={sport.key} size={22} />
              <span className="sports-list__name">{sport.name}</span>
              {sport.live > 0 && (
                <span className="tag tag--live">
                  {t('live.badge')} {sport.live}
                </span>
              )}
              <span className="sports-list__count">{sport.prematch}</span>
              <ChevronIcon size={16} className="sports-list__chevron" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

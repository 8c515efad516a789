import { useState } from 'react';
import { EventsView } from '../components/events-view';
import { SportIcon } from '../components/icons';
import { SportChips } from '../components/sports-nav';
import { useEventList, useSports, useTournaments } from '../lib/data';
import { t } from '../lib/i18n';
import type { Layout } from '../lib/params';
import { navigate, type Route } from '../lib/router';

/** SPEC §2.6: the prematch list opens on football (sport 1) when no sport is named. */
export const DEFAULT_SPORT = '1';

const WINDOWS = [undefined, 3, 24] as const;

/** A sport's live or upcoming events, optionally one tournament's, with the tournaments as filters. */
export function EventsPage({ route, layout }: { route: Route; layout: Layout }) {
  const state = route.page === 'live' ? 'live' : 'prematch';
  const sport = route.sport ?? (state === 'prematch' ? DEFAULT_SPORT : undefined);
  const [hours, setHours] = useState<number | undefined>(undefined);
  const sports = useSports();
  const tournaments = useTournaments(sport);
  const list = useEventList({
    state,
    sport,
    tournament: route.tournament,
    hours: state === 'prematch' ? hours : undefined,
    limit: 100,
  });
  const info = sports.data?.find((s) => String(s.id) === sport);
  const inState = (tournaments.data ?? []).filter(
    (tournament) => (state === 'live' ? tournament.live : tournament.prematch) > 0,
  );
  const go = (next: Partial<Route>) => navigate({ page: route.page, sport, ...next });

  return (
    <div className="page page--events">
      {layout === 'mobile' && <SportChips />}
      <header className="page-head">
        <div className="page-head__title">
          {info && <SportIcon sport={info.key} size={22} />}
          <h1>{info ? info.name : t('nav.live')}</h1>
          {state === 'live' && <span className="tag tag--live">{t('live.badge')}</span>}
        </div>
        <div className="segmented segmented--small" role="tablist">
          <button
            type="button"
            role="tab"
            aria-selected={state === 'live'}
            className={state === 'live' ? 'is-active' : undefined}
            onClick={() => navigate({ page: 'live', sport: route.sport ?? sport })}
          >
            {t('nav.live')}
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={state === 'prematch'}
            className={state === 'prematch' ? 'is-active' : undefined}
            onClick={() => navigate({ page: 'prematch', sport: sport ?? DEFAULT_SPORT })}
          >
            {t('nav.upcoming')}
          </button>
        </div>
      </header>
      {(inState.length > 1 || state === 'prematch') && (
        <div className="chips chips--scroll">
          {state === 'prematch' &&
            WINDOWS.map((window) => (
              <button
                key={String(window)}
                type="button"
                className={`chip${hours === window ? ' is-active' : ''}`}
                onClick={() => setHours(window)}
              >
                {window === undefined ? t('list.anyTime') : t('list.withinHours', { n: window })}
              </button>
            ))}
          {state === 'prematch' && <span className="chips__sep" aria-hidden="true" />}
          {inState.length > 1 && (
            <button
              type="button"
              className={`chip${route.tournament ? '' : ' is-active'}`}
              onClick={() => go({ tournament: undefined })}
            >
              {t('list.allTournaments')}
            </button>
          )}
          {inState.length > 1 &&
            inState.map((tournament) => (
              <button
                key={tournament.id}
                type="button"
                className={`chip${route.tournament === tournament.id ? ' is-active' : ''}`}
                onClick={() => go({ tournament: tournament.id })}
              >
                <span className="chip__category">{tournament.category}</span>
                {tournament.name}
                <span className="chip__count">{state === 'live' ? tournament.live : tournament.prematch}</span>
              </button>
            ))}
        </div>
      )}
      <EventsView
        events={list.data}
        layout={layout}
        loading={list.loading}
        error={list.error}
        retry={list.reload}
        empty={state === 'live' ? t('list.noLive') : t('list.noEvents')}
        emptyHint={state === 'live' ? t('list.noLiveHint') : undefined}
      />
    </div>
  );
}

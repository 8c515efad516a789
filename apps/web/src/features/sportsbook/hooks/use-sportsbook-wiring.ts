import {
  getEvent,
  keepBalanceFresh,
  loadLocale,
  routeStore,
  setFeedBase,
  setHost,
  setHostedPlayer,
  setNavigator,
  setAcceptOdds,
  setDefaultStake,
  setOddsFormat,
  setPlayerTransport,
  setStreamLanguage,
} from '@casino/sportsbook-ui';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Locale } from '@casino/contracts';
import { useBookmakerSettings } from '@/lib/bookmaker-settings';
import { pathOfRoute, routeOfPath } from '../lib/sportsbook-paths';
import { throughPlatform } from '../lib/player-transport';

export interface SportsbookWiring {
  /** The provider's public base: the feed and its live stream are read there. */
  feedUrl: string;
  signedIn: boolean;
  locale: Locale;
  /** A guest tapped a price or the betslip's sign-in. */
  onLoginRequired(): void;
  /** A ticket was placed or sold: the site's balance is stale. */
  onBalanceMoved(): void;
}

let started = false;

/** Once per page load: the player's calls go through the platform, and the betslip's balance stays fresh. */
function startOnce(): void {
  if (started) return;
  started = true;
  setPlayerTransport(throughPlatform);
  keepBalanceFresh();
}

const isLive = (eventId: string) => getEvent(eventId)?.summary.state === 'live';

/**
 * Plugs the sportsbook into the site: its routes are the site's addresses, its player is the
 * site's signed-in player, its texts the site's language, its odds as the player's bookmaker
 * settings write them. Answers a key to render the sportsbook by (null until its texts are
 * loaded): a new language or odds format renders it anew.
 */
export function useSportsbookWiring(wiring: SportsbookWiring): string | null {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [loaded, setLoaded] = useState<Locale | null>(null);
  const handlers = useRef(wiring);
  handlers.current = wiring;

  useLayoutEffect(() => {
    routeStore.set(routeOfPath(pathname, new URLSearchParams(search)));
  }, [pathname, search]);

  useEffect(() => {
    startOnce();
    setHost((message) =>
      message === 'sportsbook:login-required' ? handlers.current.onLoginRequired() : handlers.current.onBalanceMoved(),
    );
    setNavigator({
      go: (route, replace) => navigate(pathOfRoute(route, isLive), { replace }),
      back: () => (window.history.state?.idx > 0 ? navigate(-1) : navigate('/sportsbook', { replace: true })),
    });
  }, [navigate]);

  const { oddsFormat, acceptOddsChanges, defaultStake } = useBookmakerSettings();
  // Set while rendering, before the sportsbook (keyed by the format) renders its prices with it.
  setOddsFormat(oddsFormat);
  useEffect(() => setAcceptOdds(acceptOddsChanges), [acceptOddsChanges]);
  useEffect(() => setDefaultStake(defaultStake === null ? '' : String(defaultStake)), [defaultStake]);

  useEffect(() => setFeedBase(wiring.feedUrl), [wiring.feedUrl]);
  useEffect(() => setHostedPlayer(wiring.signedIn), [wiring.signedIn]);

  useEffect(() => {
    let current = true;
    setStreamLanguage(wiring.locale);
    void loadLocale(wiring.locale, false).then(() => current && setLoaded(wiring.locale));
    return () => {
      current = false;
    };
  }, [wiring.locale]);

  return loaded && `${loaded}:${oddsFormat}`;
}

/**
 * The sportsbook's player interface, used twice: by the provider's embeddable client
 * (apps/sportsbook/src/client, framed by the site's embedded sportsbooks) and by the site's
 * own sportsbook pages (apps/web/src/features/sportsbook, integration C). What differs
 * between the two is set through the adapters below: where the player's calls go, where the
 * feed is read, how a route becomes an address, and what the page around it is told.
 */
export { SportsbookApp, SportsbookPage } from './sportsbook-app';

export { ApiError, setFeedBase, setPlayerTransport, type PlayerTransport } from './lib/api';
export { setHost, type HostMessage } from './lib/host';
export { navigate, routeStore, setNavigator, startRouter, type Navigator, type Route } from './lib/router';
export { getEvent } from './lib/feed-store';
export { accountStore, keepBalanceFresh, refreshBalance, setHostedPlayer, startSession } from './lib/account';
export { loadLocale, LOCALES as SPORTSBOOK_LOCALES, type Locale as SportsbookLocale } from './lib/i18n';
export { setStreamLanguage } from './lib/feed-store';
export { setAcceptOdds, setDefaultStake } from './lib/betslip';
export { formatOddsAs, ODDS_FORMATS, setOddsFormat, type OddsFormat } from './lib/odds-format';
export { forgetLaunchToken, readLaunch, type Layout } from './lib/params';

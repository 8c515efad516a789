import {
  forgetLaunchToken,
  keepBalanceFresh,
  loadLocale,
  navigate,
  readLaunch,
  routeStore,
  setOddsFormat,
  setStreamLanguage,
  SportsbookApp,
  startRouter,
  startSession,
} from '@casino/sportsbook-ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@casino/sportsbook-ui/styles.css';
import '@casino/sportsbook-ui/standalone.css';

/** SPEC §2.6: the bet-history frame keeps its page on every ticket's history (checked every 300 ms). */
const ALL_MY_BETS = '#all-my-bets';
const PIN_EVERY_MS = 300;

function pinAllMyBets(): void {
  const pin = () => {
    if (location.hash !== ALL_MY_BETS) history.replaceState(history.state, '', ALL_MY_BETS);
    const route = routeStore.get();
    if (route.page !== 'my-bets' || route.bets !== 'all') navigate({ page: 'my-bets', bets: 'all' }, true);
  };
  pin();
  setInterval(pin, PIN_EVERY_MS);
}

/** The site's skin, after the client's own styles so that its rules win. */
function addStylesheet(href: string): void {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}

/**
 * The embeddable sportsbook: the site frames /client/?token=…&lang=…&layout=…&odds=…&page=…&css=…. The
 * launch token is read once and taken out of the address at once; the session it buys
 * lives in memory and in this tab's sessionStorage only.
 */
async function boot() {
  const launch = readLaunch(location.search, navigator.languages);
  forgetLaunchToken();
  startRouter(launch.route);
  navigate(launch.route, true);
  if (location.hash === ALL_MY_BETS) pinAllMyBets();
  if (launch.stylesheet) addStylesheet(launch.stylesheet);
  setOddsFormat(launch.odds);
  setStreamLanguage(launch.locale);
  await loadLocale(launch.locale);
  void startSession(launch.token);
  keepBalanceFresh();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <SportsbookApp asked={launch.layout} />
    </StrictMode>,
  );
}

void boot();

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { keepBalanceFresh, startSession } from './lib/account';
import { setStreamLanguage } from './lib/feed-store';
import { loadLocale } from './lib/i18n';
import { forgetLaunchToken, readLaunch } from './lib/params';
import { navigate, startRouter } from './lib/router';
import './styles/index.css';

/**
 * The embeddable sportsbook: the site frames /client/?token=…&lang=…&layout=…&page=…. The
 * launch token is read once and taken out of the address at once; the session it buys
 * lives in memory and in this tab's sessionStorage only.
 */
async function boot() {
  const launch = readLaunch(location.search, navigator.languages);
  forgetLaunchToken();
  startRouter(launch.route);
  navigate(launch.route, true);
  setStreamLanguage(launch.locale);
  await loadLocale(launch.locale);
  void startSession(launch.token);
  keepBalanceFresh();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App asked={launch.layout} />
    </StrictMode>,
  );
}

void boot();

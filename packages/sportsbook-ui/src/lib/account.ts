import { player, setPlayerSession, whenSessionLost } from './api';
import type { PlayerBalance } from './contracts';
import { tellHost } from './host';
import { createStore } from './store';

/**
 * Who is betting: a guest (odds only), or a player with a session. The session token lives
 * in memory and in this tab's sessionStorage (a reload of the frame keeps it), never in the
 * address; the launch token is exchanged once and forgotten.
 */
export interface Account {
  status: 'guest' | 'connecting' | 'player';
  balance: PlayerBalance | null;
  /** Why the player is a guest now, when it is news: the launch failed or the session expired. */
  notice: 'launch_failed' | 'session_expired' | 'login_required' | null;
}

export const accountStore = createStore<Account>({ status: 'guest', balance: null, notice: null });

const STORAGE_KEY = 'sportsbook:session';

interface StoredSession {
  token: string;
  baseUrl: string;
  expiresAt: string;
}

function readStored(): StoredSession | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as StoredSession | null;
    if (!stored || typeof stored.token !== 'string') return null;
    return Date.parse(stored.expiresAt) > Date.now() ? stored : null;
  } catch {
    return null;
  }
}

function store(session: StoredSession | null): void {
  try {
    if (session) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (a sandboxed frame): the session lives in memory only.
  }
}

function becomeGuest(notice: Account['notice']): void {
  setPlayerSession(null);
  store(null);
  accountStore.set({ status: 'guest', balance: null, notice });
}

whenSessionLost(() => {
  if (accountStore.get().status === 'guest') return;
  becomeGuest('session_expired');
  tellHost('sportsbook:login-required');
});

/** Starts the player's session from the launch token, else from this tab's stored session, else as a guest. */
export async function startSession(launchToken: string | null): Promise<void> {
  if (launchToken) {
    accountStore.set({ status: 'connecting', balance: null, notice: null });
    try {
      const answer = await player.createSession(launchToken);
      const session = { token: answer.token, baseUrl: answer.base_url, expiresAt: answer.expires_at };
      store(session);
      setPlayerSession(session.token, session.baseUrl);
    } catch {
      becomeGuest('launch_failed');
      return;
    }
  } else {
    const stored = readStored();
    if (!stored) return becomeGuest(null);
    setPlayerSession(stored.token, stored.baseUrl);
    accountStore.set({ status: 'connecting', balance: null, notice: null });
  }
  await refreshBalance();
}

let refreshing: Promise<void> | null = null;

/** Asks the provider for the balance and free bets again (after a bet, a cash-out, and every 20 s). */
export function refreshBalance(): Promise<void> {
  refreshing ??= player
    .balance()
    .then((balance) => accountStore.set((current) => ({ ...current, status: 'player', balance })))
    .catch(() => {
      // A failed refresh keeps the last balance; an expired session has made the player a guest already.
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * The site's native sportsbook: the player is whoever the site has signed in (its own
 * platform carries the calls), so there is no launch token and no session to keep here.
 */
export function setHostedPlayer(signedIn: boolean): void {
  if (!signedIn) return becomeGuest(null);
  accountStore.set((current) => ({ ...current, status: current.status === 'player' ? 'player' : 'connecting' }));
  void refreshBalance();
}

/** A guest tapped something only a player can do: the site opens its sign-in; the client says why. */
export function requireLogin(): void {
  tellHost('sportsbook:login-required');
  accountStore.set((current) => ({ ...current, notice: 'login_required' }));
}

export function dismissNotice(): void {
  accountStore.set((current) => ({ ...current, notice: null }));
}

/** The player's money moved (a ticket, a cash-out): the site refreshes its header, the client its balance. */
export function balanceMoved(): void {
  tellHost('sportsbook:balance-moved');
  void refreshBalance();
}

/** SPEC §4 polls the player's data every 5 s on the site; the slip's balance is asked for every 20 s while visible. */
export function keepBalanceFresh(everyMs = 20_000): void {
  setInterval(() => {
    if (accountStore.get().status === 'player' && document.visibilityState === 'visible') void refreshBalance();
  }, everyMs);
}

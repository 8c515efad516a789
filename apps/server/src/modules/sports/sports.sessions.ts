/** A player's session with the sportsbook provider (integration C's session/create). */
export interface ProviderSession {
  token: string;
  /** When the provider ends it, in milliseconds since the epoch. */
  expiresAt: number;
  /** The provider's answer to session/create, as it came (base_url, token, publickey, expires_at, …). */
  answer: Record<string, unknown>;
}

// Renewed a little before the provider ends it: a call in flight at the end would fail.
const RENEW_BEFORE_MS = 60_000;
const MAX_PLAYERS = 50_000;

export type ProviderSessions = ReturnType<typeof createProviderSessions>;

/**
 * One provider session per player, kept in this instance's memory (another instance keeps
 * its own: a provider session is cheap to open, and nothing else depends on it). A session
 * is opened on a player's first call, once however many calls arrive together, and opened
 * again when it expires or when the provider no longer knows it.
 */
export function createProviderSessions(deps: {
  open: (userId: number) => Promise<ProviderSession>;
  now: () => Date;
  maxPlayers?: number;
}) {
  const sessions = new Map<number, Promise<ProviderSession>>();
  const maxPlayers = deps.maxPlayers ?? MAX_PLAYERS;
  const fresh = (session: ProviderSession) => session.expiresAt - RENEW_BEFORE_MS > deps.now().getTime();

  function remember(userId: number, session: Promise<ProviderSession>) {
    // Newest last: past the limit the player unseen the longest is forgotten first.
    sessions.delete(userId);
    if (sessions.size >= maxPlayers) sessions.delete(sessions.keys().next().value!);
    sessions.set(userId, session);
  }

  function open(userId: number): Promise<ProviderSession> {
    const opening = deps.open(userId);
    remember(userId, opening);
    // A failed opening is not kept: the next call tries again.
    opening.catch(() => {
      if (sessions.get(userId) === opening) sessions.delete(userId);
    });
    return opening;
  }

  /** The player's session: the one held, unless it is about to expire, else a new one. */
  async function get(userId: number): Promise<ProviderSession> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const held = sessions.get(userId);
      if (!held) break;
      // Every call waiting on an opening shares its outcome.
      const session = await held;
      if (fresh(session)) {
        if (sessions.get(userId) === held) remember(userId, held);
        return session;
      }
      if (sessions.get(userId) === held) break;
    }
    return open(userId);
  }

  return {
    get,

    /** A new session in place of `lost`, which the provider refused; one already renewed by another call is shared. */
    async renew(userId: number, lost: ProviderSession): Promise<ProviderSession> {
      const held = sessions.get(userId);
      if (held) {
        const session = await held.catch(() => undefined);
        if (session && session.token !== lost.token && fresh(session)) return session;
        if (sessions.get(userId) !== held) return get(userId);
      }
      return open(userId);
    },

    /** How many players have a session here. */
    size: () => sessions.size,
  };
}

import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { WalletClient } from '@casino/seamless-client';
import type { Db } from '../../db/database.js';
import { SportsbookError } from '../../lib/sportsbook-error.js';
import { walletRefusal } from '../../lib/wallet-refusal.js';
import * as repo from './sessions.repository.js';

// A betting session lasts a day; a ticket stays the player's after it ends.
const SESSION_TTL_MS = 24 * 3_600_000;
// Every player call names its session: one read a few seconds serves the calls in between.
const VERIFIED_CACHE_MS = 5_000;
const VERIFIED_CACHE_SIZE = 20_000;

export type Session = repo.SessionRow;
export type SessionsService = ReturnType<typeof createSessionsService>;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Integration C's sessions: a platform launch token exchanged for a sportsbook session token. */
export function createSessionsService(deps: { db: Db; wallet: WalletClient; now: () => Date; publicUrl: string }) {
  let keys: Promise<{ install_id: string; private_key: string; public_key: string }> | undefined;
  const verified = new Map<string, { session: Session; until: number }>();

  return {
    /** The install's id and signing keys (made on first use, the same for every instance). */
    keys() {
      keys ??= repo.ensureKeys(deps.db, () => {
        const pair = generateKeyPairSync('ed25519');
        return {
          id: 1,
          install_id: randomBytes(6).toString('hex'),
          private_key: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
          public_key: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
        };
      });
      return keys;
    },

    /** Exchanges the platform's launch token (checked with the platform) for a session. */
    async create(launchToken: string) {
      const answer = await deps.wallet.authenticate(launchToken);
      if (!answer.ok) throw walletRefusal(answer);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(deps.now().getTime() + SESSION_TTL_MS);
      await repo.insertSession(deps.db, {
        token_hash: hashOf(token),
        player_id: answer.body.player_id,
        username: answer.body.username,
        currency: answer.body.currency,
        language: answer.body.language,
        expires_at: expiresAt,
      });
      const { public_key } = await this.keys();
      return {
        base_url: deps.publicUrl,
        token,
        publickey: public_key,
        expires_at: expiresAt.toISOString(),
      };
    },

    /** The session of a bearer token, or invalid_token. */
    async verify(authorization: string | undefined): Promise<Session> {
      const token = /^Bearer ([\w-]{20,100})$/.exec(authorization ?? '')?.[1];
      if (!token) throw new SportsbookError('invalid_token', 401);
      const hash = hashOf(token);
      const now = deps.now();
      const cached = verified.get(hash);
      if (cached && cached.until > now.getTime() && cached.session.expires_at > now) return cached.session;
      const session = await repo.findSession(deps.db, hash, now);
      if (!session) throw new SportsbookError('invalid_token', 401);
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
      verified.set(hash, { session, until: now.getTime() + VERIFIED_CACHE_MS });
      return session;
    },

    /** The player's balance and free bets, as the platform holds them. */
    async balance(session: Session) {
      const answer = await deps.wallet.balance(session.player_id);
      if (!answer.ok) throw walletRefusal(answer);
      return {
        balance: answer.body.balance,
        currency: answer.body.currency,
        free_bets: answer.body.free_bets ?? [],
      };
    },

    deleteExpired: () => repo.deleteExpiredSessions(deps.db, deps.now()),
  };
}

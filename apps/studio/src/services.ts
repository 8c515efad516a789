import { createWalletClient, type WalletClientOptions } from '@casino/seamless-client';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { createFairnessService } from './modules/fairness/fairness.service.js';
import { createLiveService } from './modules/live/live.service.js';
import { createRoundsService } from './modules/rounds/rounds.service.js';
import { createSessionsService } from './modules/sessions/sessions.service.js';

export interface ServicesOptions {
  config: Config;
  db: Db;
  now?: () => Date;
  /** Wallet-client overrides (tests: timeouts, backoff, fetch). */
  wallet?: Partial<WalletClientOptions>;
  log?: (message: string, details?: Record<string, unknown>) => void;
}

/** Wires every service of the studio by hand. */
export function createServices({ config, db, now = () => new Date(), wallet: overrides, log }: ServicesOptions) {
  const wallet = createWalletClient({
    platformUrl: config.platformUrl,
    providerCode: config.providerCode,
    secret: config.walletSecret,
    ...overrides,
  });
  const fairness = createFairnessService({ db, now });
  const sessions = createSessionsService({ db, wallet, now });
  const rounds = createRoundsService({ db, wallet, fairness, now, ...(log ? { log } : {}) });
  const live = createLiveService({ db, rounds, now, ...(log ? { log } : {}) });
  return { wallet, fairness, sessions, rounds, live };
}

export type Services = ReturnType<typeof createServices>;

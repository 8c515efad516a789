import { createWalletClient, type WalletClientOptions } from '@casino/seamless-client';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { createBook } from './modules/book/book.service.js';
import { createFeed } from './modules/feed/feed.service.js';
import { createTopTournaments } from './modules/feed/feed.top.js';
import { createOperatorService } from './modules/operator/operator.service.js';
import { createOutbox } from './modules/outbox/outbox.service.js';
import { createSessionsService } from './modules/sessions/sessions.service.js';
import { createSettlement } from './modules/settlement/settlement.service.js';
import { createCashOut } from './modules/tickets/cashout.service.js';
import { createHistory } from './modules/tickets/history.service.js';
import { createPlacement } from './modules/tickets/placement.service.js';
import { recoverPending } from './modules/tickets/recovery.service.js';
import { createStream } from './modules/stream/stream.service.js';

export interface ServicesOptions {
  config: Config;
  db: Db;
  now?: () => Date;
  /** Wallet-client overrides (tests: timeouts, backoff, fetch). */
  wallet?: Partial<WalletClientOptions>;
  /** The live acceptance delay's wait (tests: a clock that does not sleep). */
  sleep?: (ms: number) => Promise<void>;
  log?: (message: string, details?: Record<string, unknown>) => void;
}

/** Wires every service of the sportsbook by hand. */
export function createServices({ config, db, now = () => new Date(), wallet: overrides, sleep, log }: ServicesOptions) {
  const wallet = createWalletClient({
    platformUrl: config.platformUrl,
    providerCode: config.providerCode,
    secret: config.walletSecret,
    ...overrides,
  });
  const book = createBook({ db, seed: config.feedSeed, liveSpeed: config.liveSpeed, now });
  const sessions = createSessionsService({ db, wallet, now, publicUrl: config.publicUrl });
  const install = async () => (await sessions.keys()).install_id;
  const outbox = createOutbox({ db, wallet, now, install, ...(log ? { log } : {}) });
  const settlement = createSettlement({ db, book, now, install, ...(log ? { log } : {}) });
  const placement = createPlacement({
    db,
    book,
    wallet,
    now,
    keys: () => sessions.keys(),
    ...(sleep ? { sleep } : {}),
  });
  const cashOut = createCashOut({ db, book, now, outbox, install });
  const history = createHistory({
    db,
    book,
    provider: config.providerCode,
    cashOut: async (session, ticket) => (await cashOut.quote(session, ticket.id)).price,
  });
  const operator = createOperatorService({ db, book, settlement, now });
  const feed = createFeed({ book, now });
  const topTournaments = createTopTournaments({
    feed,
    tournaments: book.catalogue.tournaments,
    db,
    now,
  });
  // The live stream: started by main.ts (services.stream.start()), stopped on shutdown.
  const stream = createStream({ db, databaseUrl: config.databaseUrl, book, feed, now, log: log ?? (() => {}) });
  return {
    wallet,
    book,
    sessions,
    outbox,
    settlement,
    placement,
    cashOut,
    history,
    operator,
    feed,
    topTournaments,
    stream,
    /** Refuses tickets left pending by a placement that died, rolling their bets back. */
    recoverPending: () => recoverPending({ db, now, install }),
  };
}

export type Services = ReturnType<typeof createServices>;

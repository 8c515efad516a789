import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { createAccessTokens } from './lib/access-token.js';
import { createAuthServices } from './modules/auth/index.js';
import { createAgentsService, createBackofficeService, createPlayersService } from './modules/backoffice/index.js';
import {
  createBonusOffersService,
  createBonusService,
  createBonusSettingsService,
  createCashbackService,
  createFirstDepositService,
  createNoticesService,
  createPromoCodeService,
  createReferralSiteService,
  createSignUpCodes,
  createWageringService,
} from './modules/bonuses/index.js';
import {
  createFreeSpinPort,
  createGamesService,
  createStudioProvider,
  type GameProviderAdapter,
  STUDIO,
} from './modules/games/index.js';
import { createJackpotsService } from './modules/jackpots/index.js';
import { createContentService } from './modules/content/index.js';
import { createDocumentStore, createKycService, createS3DocumentStore } from './modules/kyc/index.js';
import { createMailService } from './modules/mail/index.js';
import {
  createExclusionsService,
  createLimitsService,
  createPlaySessionService,
  playLimitPort,
} from './modules/protection/index.js';
import { createPaymentsService } from './modules/payments/index.js';
import { createClosureService, createInactivityJob } from './modules/closure/index.js';
import { createSeamlessService, type SeamlessMetrics } from './modules/seamless/index.js';
import { createSportsService, SPORTSBOOK_PROVIDER } from './modules/sports/index.js';
import { createTradingService } from './modules/trading/index.js';
import { createSettingsService } from './modules/settings/index.js';
import { createAuditService, createStaffAccountsService, createStaffSignInService } from './modules/staff/index.js';
import { createPlayerActivityService, createReportsService } from './modules/reports/index.js';
import {
  createThrottleService,
  DEFAULT_THROTTLE_POLICIES,
  type ThrottleAction,
  type ThrottlePolicy,
} from './modules/throttle/index.js';
import { createUsersService } from './modules/users/index.js';
import { createWalletService, type WalletMetrics } from './modules/wallet/index.js';
import { createWheelService } from './modules/wheel/index.js';

export interface ServiceOptions {
  config: Config;
  db: Db;
  jwtSecret: string;
  now?: () => Date;
  throttlePolicies?: Partial<Record<ThrottleAction, ThrottlePolicy>>;
  log?: (error: unknown) => void;
  /** Game providers; by default the studio of the configuration. */
  gameProviders?: GameProviderAdapter[];
  /** Where the money is measured (METRICS_PORT: plugins/metrics.ts); nothing is, and nothing costs, without. */
  metrics?: { seamless: SeamlessMetrics; wallet: WalletMetrics } | undefined;
}

export type Services = ReturnType<typeof createServices>;

/** Wires every module's service by hand, in dependency order. */
export function createServices(options: ServiceOptions) {
  const { config, db } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});
  const accessTokens = createAccessTokens(options.jwtSecret, config.accessTokenTtlSeconds, config.refreshShiftSeconds);
  const localMailbox = config.mode === 'local' && !config.smtpUrl;

  const settings = createSettingsService({
    db,
    mailboxUrl: localMailbox ? `${config.publicUrl}/dev/mailbox` : null,
    sportsbookPublicUrl: config.sportsbook.publicUrl,
  });
  const wallet = createWalletService({ db, settings, now, metrics: options.metrics?.wallet });
  const users = createUsersService({ db, now, wallet, settings });
  const mail = createMailService({
    db,
    publicUrl: config.publicUrl,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    now,
    log,
  });
  const throttle = createThrottleService({
    db,
    now,
    policies: {
      ...DEFAULT_THROTTLE_POLICIES,
      registration: { ...DEFAULT_THROTTLE_POLICIES.registration, free: config.registrationsPerHour },
      ...options.throttlePolicies,
    },
  });

  const wagering = createWageringService({
    db,
    now,
    settings,
    wallet,
    sportsProvider: SPORTSBOOK_PROVIDER,
  });
  const jackpots = createJackpotsService({
    db,
    now,
    settings,
    wallet,
    wagering,
    sportsProvider: SPORTSBOOK_PROVIDER,
    log,
  });
  const seamless = createSeamlessService({
    db,
    now,
    metrics: options.metrics?.seamless,
    wallet,
    users,
    freeSpins: createFreeSpinPort({ now }),
    wagering: wagering.port,
    jackpots: jackpots.port,
    playLimits: playLimitPort,
    // The studio this install starts is handed the configured secret, and the platform signs its
    // own calls to the sportsbook with the sportsbook's: configuration keeps both (decision 045).
    secretsFromConfiguration: [...(config.studio.startLocally ? [STUDIO.code] : []), SPORTSBOOK_PROVIDER],
  });
  // The sandbox processors run in this process and call back on its own listening address.
  const ownHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  // The first-deposit bonus rides on the cashier's transactions, through its bonus port.
  const firstDeposit = createFirstDepositService({ wallet, settings, wagering, now });
  const limits = createLimitsService({ db, now, wallet });
  const kyc = createKycService({
    db,
    now,
    settings,
    store: config.documentsS3 ? createS3DocumentStore(config.documentsS3) : createDocumentStore(config.documentsDir!),
  });
  const payments = createPaymentsService({
    db,
    wallet,
    settings,
    now,
    bonuses: firstDeposit,
    publicUrl: config.publicUrl,
    callbackBaseUrl: `http://${ownHost.includes(':') ? `[${ownHost}]` : ownHost}:${config.port}`,
    sandbox: config.sandboxPayments,
    depositLimits: limits,
    documents: kyc,
  });
  const backoffice = createBackofficeService({ db, users, wallet, payments });
  const bonus = createBonusService({ db, wallet, settings, wagering });
  const cashback = createCashbackService({ db, wallet, settings, wagering, now });
  const bonusSettings = createBonusSettingsService({ settings });
  const bonusOffers = createBonusOffersService({ db, now, wallet, settings, wagering });
  const notices = createNoticesService({ db, now });
  const games = createGamesService({
    db,
    now,
    adapters: options.gameProviders ?? [createStudioProvider(config.studio)],
    seamless,
    settings,
    users,
    wallet,
  });
  const sports = createSportsService({ seamless, settings, sportsbook: config.sportsbook, now });
  // Sportsbook trading (issue #25): the sportsbook's operator API, with the platform's key.
  const trading = createTradingService({ sportsbook: config.sportsbook });
  const promoCodes = createPromoCodeService({
    db,
    now,
    wallet,
    users,
    settings,
    wagering,
    grants: {
      freeSpins: ({ userId, ...spins }, tx) => games.freeSpins.grant({ userId, ...spins }, null, tx),
      freeBet: (request, tx) => seamless.grantFreeBet(request, tx),
    },
  });
  const referralSites = createReferralSiteService({ db, now });
  const content = createContentService({ db, now });
  const wheel = createWheelService({ db, now, settings, wallet, wagering });
  const exclusions = createExclusionsService({ db, now, users, throttle });
  const auth = createAuthServices({
    db,
    now,
    accessTokens,
    refreshTokenTtlDays: config.refreshTokenTtlDays,
    users,
    wallet,
    settings,
    mail,
    throttle,
    exclusions,
    sessionLimit: (userId) => limits.sessionMinutes(userId),
    signUpCodes: createSignUpCodes({ promoCodes, referralSites }),
  });
  const players = createPlayersService({
    db,
    now,
    records: {
      transactions: (userId, query, locale) => backoffice.listPlayerTransactions(userId, query, locale),
      documents: (userId) => kyc.list(userId),
      limits: (userId) => limits.list(userId),
      sessions: (userId) => auth.sessions.list(userId),
    },
    createWithCashier: (cashierId, request) => auth.registration.createWithCashier(cashierId, request),
  });
  // Account closure (decision 038): the account's row, its sessions, its money, in one transaction.
  const closure = createClosureService({ db, now, users, sessions: auth.sessions, wallet, payments, throttle });
  const inactivity = createInactivityJob({ db, now, closure, log });
  // The staff console (issue #25): its own sign-in with TOTP, staff accounts, the audit log.
  const audit = createAuditService({ db, now });
  const staff = {
    signIn: createStaffSignInService({
      db,
      now,
      users,
      wallet,
      throttle,
      audit,
      accessTokens,
      refreshTokenTtlDays: config.refreshTokenTtlDays,
      // The name authenticator apps list: the brand and this install's host, one entry per casino.
      issuer: `Royal Ace (${new URL(config.publicUrl).hostname})`,
    }),
    accounts: createStaffAccountsService({ db, now, users, wallet, settings }),
    audit,
  };
  // The owner's reports (decision 043): read-only SQL over the ledger and the payments.
  const reports = createReportsService({ db, now, sportProviders: [SPORTSBOOK_PROVIDER] });
  // Agents and their networks (decision 044): sub-agents, their players' activity (the reports' SQL), commission.
  const agents = createAgentsService({
    db,
    now,
    settings,
    createStaff: (input, parentId) => staff.accounts.create(input, parentId),
    activity: createPlayerActivityService({ db, sportProviders: [SPORTSBOOK_PROVIDER] }),
    wallet,
  });

  const playSession = createPlaySessionService({
    now,
    users,
    wallet,
    limits,
    startedAt: (sessionId) => auth.sessions.sessionStartedAt(sessionId),
    resultSince: (userId, since) => seamless.resultSince(userId, since),
  });

  return {
    now,
    accessTokens,
    localMailbox,
    settings,
    wallet,
    users,
    mail,
    throttle,
    auth,
    seamless,
    backoffice,
    players,
    agents,
    bonus,
    cashback,
    wagering,
    bonusSettings,
    bonusOffers,
    notices,
    promoCodes,
    referralSites,
    wheel,
    jackpots,
    exclusions,
    limits,
    closure,
    inactivity,
    staff,
    reports,
    playSession,
    kyc,
    content,
    payments,
    games,
    sports,
    trading,
  };
}

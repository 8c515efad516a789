import type { Locale, Profile, User, UserInfo, UserInfoPatch } from '@casino/contracts';
import type { Db, Executor } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { SettingsService } from '../settings/index.js';
import type { WalletService } from '../wallet/index.js';
import { toProfile, toUser, toUserInfo } from './users.mapper.js';
import * as repo from './users.repository.js';

export type UsersService = ReturnType<typeof createUsersService>;

/** The owner of the users table: accounts, personal details and their views. */
export function createUsersService(deps: {
  db: Db;
  now: () => Date;
  wallet: WalletService;
  settings: SettingsService;
}) {
  async function requireActive(userId: number, db: Executor = deps.db) {
    const row = await repo.findById(db, userId);
    if (!row) throw new AppError('not_authenticated', 401);
    if (row.is_banned) throw new AppError('user_is_banned', 403);
    return row;
  }

  async function toUserView(row: repo.UserRow): Promise<User> {
    const [balances, currency] = await Promise.all([
      deps.wallet.getPlayerBalances(row.id),
      deps.settings.findCurrency(row.currency),
    ]);
    return toUser(row, balances, currency?.is_deposit_currency ?? false);
  }

  return {
    requireActive,
    toUserView,

    /** GET /api/accounts/user: the signed-in account with its balances. */
    async getAccount(userId: number): Promise<User> {
      return toUserView(await requireActive(userId));
    },

    /** PATCH /api/accounts/user: the contact language (mails are sent in it). */
    async setLanguage(userId: number, language: Locale): Promise<User> {
      await requireActive(userId);
      await repo.update(deps.db, userId, { language }, deps.now());
      return toUserView(await requireActive(userId));
    },

    async getInfo(userId: number): Promise<UserInfo> {
      return toUserInfo(await requireActive(userId));
    },

    /** PATCH /api/users/user/info/: personal details, already validated by the contract. */
    async updateInfo(userId: number, info: UserInfoPatch & { mobile_number: string }): Promise<UserInfo> {
      await requireActive(userId);
      await repo.update(
        deps.db,
        userId,
        {
          first_name: info.first_name,
          last_name: info.last_name,
          date_of_birth: info.date_of_birth,
          phone: info.mobile_number,
          postal_code: info.postal_code ?? '',
          street_address: info.street_address ?? '',
          country: info.country,
          city: info.city ?? '',
          middle_name: info.middle_name ?? '',
          gender: info.gender ?? '',
          title: info.title ?? '',
          house_number: info.house_number ?? '',
          document_series: info.document_series ?? '',
          document_number: info.document_number ?? '',
          registration_address: info.registration_address ?? '',
        },
        deps.now(),
      );
      return toUserInfo(await requireActive(userId));
    },

    async getProfile(userId: number): Promise<Profile> {
      const row = await requireActive(userId);
      return toProfile(row, await deps.wallet.getPlayerBalances(row.id));
    },

    // For the auth module, which runs the credential flows on this table.
    findByLogin: (login: string) => repo.findByLogin(deps.db, login),
    findByEmail: (email: string, db: Executor = deps.db) => repo.findByEmail(db, email),
    findById: (id: number, db: Executor = deps.db) => repo.findById(db, id),
    /** The account's status at `now` (null: no such user), as a part of the session check's statement. */
    statusPart: (id: number, now: Date) => repo.statusPart(id, now),
    /** Each of these users that exists and its status at `now`, as a part of a batch's read statement. */
    statusesPart: (ids: number[], now: Date) => repo.statusesPart(ids, now),

    /** Starts or lengthens the player's break (issue #23), in the caller's transaction. */
    extendBreak: (tx: Executor, id: number, until: Date) => repo.extendBreak(tx, id, until),

    /** Marks a self-exclusion standing since `at`, or none (null), in the caller's transaction. */
    setSelfExcludedAt: (tx: Executor, id: number, at: Date | null) => repo.setSelfExcludedAt(tx, id, at),
    /**
     * Closes an open account (decision 038) in the caller's transaction; false when it was
     * closed already or, given `idleBefore`, seen since.
     */
    close: (tx: Executor, id: number, closing: Parameters<typeof repo.close>[2]) => repo.close(tx, id, closing),
    /** Notes a sign-in or a refresh (what the inactivity job reads). */
    markSeen: (id: number, db: Executor = deps.db) => repo.markSeen(db, id, deps.now()),
    setRealityCheck: (id: number, minutes: 15 | 30 | 60 | null) => repo.setRealityCheck(deps.db, id, minutes),
    usernameTaken: (db: Executor, username: string) => repo.usernameTaken(db, username),
    emailTaken: (db: Executor, email: string, exceptUserId?: number) => repo.emailTaken(db, email, exceptUserId),
    findAgent: (db: Executor, agentId: string) => repo.findAgent(db, agentId),
    insert: (db: Executor, user: repo.NewUser) => repo.insert(db, user),
    update: (db: Executor, id: number, changes: Parameters<typeof repo.update>[2]) =>
      repo.update(db, id, changes, deps.now()),
  };
}

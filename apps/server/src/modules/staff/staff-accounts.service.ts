import { randomBytes } from 'node:crypto';
import type { NewStaffRequest, StaffAccount } from '@casino/contracts';
import type { Db } from '../../db/database.js';
import { AppError, FieldValidationError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import type { SettingsService } from '../settings/index.js';
import type { UsersService } from '../users/index.js';
import type { WalletService } from '../wallet/index.js';
import * as repo from './staff.repository.js';

export type StaffAccountsService = ReturnType<typeof createStaffAccountsService>;

export const FIRST_OWNER_USERNAME = 'owner';

/** Staff accounts: made by the owner (and the first owner at start), never by a sign-up. */
export function createStaffAccountsService(deps: {
  db: Db;
  now: () => Date;
  users: UsersService;
  wallet: WalletService;
  settings: SettingsService;
}) {
  /** `parentId`: the agent a sub-agent is under (decision 044). */
  async function create(input: NewStaffRequest, parentId: number | null = null): Promise<number> {
    const passwordHash = await hashPassword(input.password);
    return deps.db.transaction().execute(async (tx) => {
      if (await deps.users.usernameTaken(tx, input.username))
        throw FieldValidationError.of('username', 'already_exists');
      if (await deps.users.emailTaken(tx, input.email)) throw FieldValidationError.of('email', 'already_exists');
      const currency = input.currency ?? (await deps.settings.defaultCurrency(tx));
      const id = await deps.users.insert(tx, {
        username: input.username,
        email: input.email,
        password_hash: passwordHash,
        role: input.role,
        currency,
        parent_id: parentId,
        date_of_birth: null,
        is_self_registered: false,
        email_verified_at: deps.now(),
      });
      // A cashier's or an agent's transfers move their own balance (SPEC §7).
      await deps.wallet.openPlayerAccounts(tx, id, currency);
      return id;
    });
  }

  return {
    /** Makes a staff account (a sub-agent under `parentId`); its TOTP is enrolled at its first sign-in. */
    async create(input: NewStaffRequest, parentId: number | null = null): Promise<StaffAccount> {
      const id = await create(input, parentId);
      const account = (await repo.listStaff(deps.db)).find((row) => row.id === id)!;
      return toAccount(account);
    },

    /** Every staff account. */
    list: async (): Promise<StaffAccount[]> => (await repo.listStaff(deps.db)).map(toAccount),

    /** Forgets a staff member's TOTP (a lost phone): the next sign-in enrols a new one. */
    async resetTotp(userId: number): Promise<void> {
      const user = await deps.users.findById(userId);
      if (!user || user.role === 'P') throw new AppError('not_found', 404);
      await repo.deleteTotp(deps.db, userId);
    },

    /**
     * Makes the first owner when there is none, so a fresh install can open its console; returns
     * the credentials only then (shown once at start, like the demo player's).
     */
    async ensureFirstOwner(): Promise<{ username: string; password: string } | null> {
      if (await repo.ownerExists(deps.db)) return null;
      const password = `Owner-${randomBytes(9).toString('base64url')}`;
      // A player may have signed up as "owner" before: the owner then gets a name of its own.
      const taken = await deps.users.usernameTaken(deps.db, FIRST_OWNER_USERNAME);
      const username = taken ? `${FIRST_OWNER_USERNAME}-${randomBytes(3).toString('hex')}` : FIRST_OWNER_USERNAME;
      try {
        await create({ username, email: `${username}@casino.local`, password, role: 'O' });
      } catch (error) {
        // Another instance made it first.
        if (error instanceof FieldValidationError) return null;
        throw error;
      }
      return { username, password };
    },
  };
}

function toAccount(row: Awaited<ReturnType<typeof repo.listStaff>>[number]): StaffAccount {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role as StaffAccount['role'],
    totp: Boolean(row.totp),
    is_banned: row.is_banned,
    created_at: row.created_at.toISOString(),
  };
}

import {
  fromMinor,
  type Staff,
  type StaffLoginRequest,
  type StaffLoginResponse,
  StaffRole,
  TOTP_REQUIRED_ROLES,
} from '@casino/contracts';
import { matchTotp, newTotpSecret, otpauthUrl } from '@casino/service-kit/totp';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { verifyDummyPassword, verifyPassword } from '../../lib/passwords.js';
import { issueTokens, type SessionDeps } from '../auth/index.js';
import type { ThrottleService } from '../throttle/index.js';
import type { UsersService } from '../users/index.js';
import type { WalletService } from '../wallet/index.js';
import type { AuditService } from './audit.service.js';
import * as repo from './staff.repository.js';

export interface StaffSignInDeps extends SessionDeps {
  db: Db;
  users: UsersService;
  wallet: WalletService;
  throttle: ThrottleService;
  audit: AuditService;
  /** The name authenticator apps show beside the code. */
  issuer: string;
}

export type StaffSignInService = ReturnType<typeof createStaffSignInService>;

const refused = () => new AppError('no_active_account', 401);

/**
 * The console's own sign-in (issue #25, decision 042): staff only, and with a TOTP code for the
 * roles that must have one (SO, SA, O) or anyone who enrolled. A player's account is refused as
 * a wrong password is, and the player site's sign-in refuses staff the same way, so neither
 * door opens the other and no password alone opens the console of a role that needs a code.
 */
export function createStaffSignInService(deps: StaffSignInDeps) {
  /** Checks the code, or answers what the sign-in still needs: a code, or an enrolment first. */
  async function checkSecondFactor(user: { id: number; username: string; role: StaffRole }, code?: string) {
    const totp = await repo.findTotp(deps.db, user.id);
    if (!totp?.confirmed_at && !TOTP_REQUIRED_ROLES.includes(user.role)) return 'none' as const;
    if (!totp?.confirmed_at) {
      const secret = totp?.secret ?? (await repo.insertTotp(deps.db, user.id, newTotpSecret()));
      if (!code)
        throw new AppError(
          'totp_setup_required',
          403,
          'Set up two-factor sign-in before you continue.',
          {},
          {
            totp: { secret, otpauth_url: otpauthUrl(deps.issuer, user.username, secret) },
          },
        );
      return (await useCode(user.id, secret, code)) ? ('enrolled' as const) : null;
    }
    if (!code) throw new AppError('totp_required', 401, 'Enter the code of your authenticator app.');
    return (await useCode(user.id, totp.secret, code)) ? ('checked' as const) : null;
  }

  async function useCode(userId: number, secret: string, code: string): Promise<boolean> {
    const step = matchTotp(secret, code, deps.now());
    return step !== null && (await repo.useStep(deps.db, userId, step, deps.now()));
  }

  async function view(user: { id: number; username: string; email: string; role: string; currency: string }) {
    const role = StaffRole.safeParse(user.role);
    if (!role.success) throw new AppError('permission_denied', 403);
    const [totp, balances] = await Promise.all([
      repo.findTotp(deps.db, user.id),
      deps.wallet.getPlayerBalances(user.id),
    ]);
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      role: role.data,
      totp: !!totp?.confirmed_at,
      currency: balances?.currency ?? user.currency,
      balance: fromMinor(balances?.cash ?? 0),
    };
  }

  return {
    /** Signs a staff member in; failures of the password or the code are throttled per address and account. */
    async login(input: StaffLoginRequest, ip: string): Promise<StaffLoginResponse> {
      const subjects = [`ip:${ip}`, `account:${input.username}`];
      await deps.throttle.assertAllowed('staffLogin', subjects);
      const user = await deps.users.findByLogin(input.username);
      const valid = user
        ? await verifyPassword(user.password_hash, input.password)
        : (await verifyDummyPassword(input.password), false);
      const role = StaffRole.safeParse(user?.role);
      if (!user || !valid || !role.success) {
        await deps.throttle.record('staffLogin', subjects);
        throw refused();
      }
      if (user.is_banned) throw new AppError('user_is_banned', 403);
      const staff = { id: user.id, username: user.username, role: role.data };
      const factor = await checkSecondFactor(staff, input.code);
      if (!factor) {
        await deps.throttle.record('staffLogin', subjects);
        throw new AppError('totp_invalid', 401, 'This code is not valid.');
      }

      await deps.throttle.reset('staffLogin', `account:${input.username}`);
      const tokens = await issueTokens(deps, deps.db, user);
      await deps.users.markSeen(user.id);
      const after = { totp: factor };
      await deps.audit.record({
        actorId: user.id,
        role: user.role,
        action: 'sign-in',
        target: '',
        request: null,
        before: null,
        after,
        status: 200,
        ip,
      });
      return { ...tokens, staff: await view(user) };
    },

    /**
     * Starts the enrolment of a staff member already signed in (a cashier or an agent who chooses
     * a second factor): the secret to scan; the first code of it confirms, and every later sign-in
     * asks for one. An enrolled account is answered 409.
     */
    async startEnrolment(userId: number) {
      const user = await deps.users.findById(userId);
      const totp = await repo.findTotp(deps.db, userId);
      if (!user) throw new AppError('permission_denied', 403);
      if (totp?.confirmed_at) throw new AppError('already_exists', 409, 'Two-factor sign-in is on already.');
      const secret = totp?.secret ?? (await repo.insertTotp(deps.db, userId, newTotpSecret()));
      return { secret, otpauth_url: otpauthUrl(deps.issuer, user.username, secret) };
    },

    /** Confirms the enrolment with a first code of its secret. */
    async confirmEnrolment(userId: number, code: string): Promise<void> {
      const totp = await repo.findTotp(deps.db, userId);
      if (!totp || totp.confirmed_at || !(await useCode(userId, totp.secret, code)))
        throw new AppError('totp_invalid', 400, 'This code is not valid.');
    },

    /** The staff member behind a token. */
    async me(userId: number): Promise<Staff> {
      const user = await deps.users.findById(userId);
      if (!user) throw new AppError('permission_denied', 403);
      return view(user);
    },
  };
}

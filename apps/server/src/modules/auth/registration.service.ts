import {
  DEFAULT_LOCALE,
  type EmailVerifyResponse,
  type FieldErrors,
  FIELD_ERROR_MESSAGES,
  type NewPlayerRequest,
  type RegistrationRequest,
} from '@casino/contracts';
import type { z } from 'zod';
import type { Executor, Tx } from '../../db/database.js';
import { AppError, FieldValidationError } from '../../lib/app-error.js';
import { sha256 } from '../../lib/crypto.js';
import { hashPassword } from '../../lib/passwords.js';
import { STAFF } from '../../lib/staff-roles.js';
import type { AuthDeps } from './auth.deps.js';
import * as repo from './auth.repository.js';
import { mailLink } from './email-links.js';

type Registration = z.output<typeof RegistrationRequest>;
type NewUserRow = Parameters<AuthDeps['users']['insert']>[1];

/** Who makes players under them (SPEC §6: the with-cashier players). */
const CASHIER_ROLES: readonly string[] = STAFF.cashiers;

export type RegistrationService = ReturnType<typeof createRegistrationService>;

const UNIQUE_VIOLATION = '23505';

export function createRegistrationService(deps: AuthDeps) {
  const sendVerification = (tx: Executor, user: { id: number; email: string; language: string }) =>
    mailLink(deps, tx, 'verify_email', { userId: user.id, to: user.email, language: user.language });

  async function conflicts(
    tx: Executor,
    input: Pick<NewUserRow, 'username' | 'email' | 'currency'>,
  ): Promise<FieldErrors> {
    const errors: FieldErrors = {};
    const taken = [{ code: 'already_exists', message: FIELD_ERROR_MESSAGES.already_exists }];
    if (await deps.users.usernameTaken(tx, input.username)) errors.username = taken;
    if (await deps.users.emailTaken(tx, input.email)) errors.email = taken;
    if (!(await deps.settings.findCurrency(input.currency, tx))) {
      errors.currency = [{ code: 'invalid_currency', message: FIELD_ERROR_MESSAGES.invalid_currency }];
    }
    return errors;
  }

  /**
   * A player's rows, whoever makes them: the account and its wallet accounts. A taken username
   * or e-mail, or an unknown currency, refuses it with the field's error.
   */
  async function insertPlayer(tx: Executor, player: Omit<NewUserRow, 'role'>): Promise<number> {
    const errors = await conflicts(tx, player);
    if (Object.keys(errors).length) throw new FieldValidationError(errors);
    const id = await deps.users.insert(tx, { ...player, role: 'P' });
    await deps.wallet.openPlayerAccounts(tx, id, player.currency);
    return id;
  }

  /** Runs a new player's transaction; two racing for one name: the unique index decides, the loser is told. */
  async function newPlayerTransaction<T>(
    player: Pick<NewUserRow, 'username' | 'email' | 'currency'>,
    work: (tx: Tx) => Promise<T>,
  ): Promise<T> {
    try {
      return await deps.db.transaction().execute(work);
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new FieldValidationError(await conflicts(deps.db, player));
      }
      throw error;
    }
  }

  return {
    /**
     * Creates an unverified player with their wallet accounts and mails the
     * verification link, all in one transaction. Sign-in waits for the confirmation.
     */
    async register(input: Registration, ip: string): Promise<void> {
      await deps.throttle.assertAllowed('registration', [`ip:${ip}`]);
      await deps.throttle.record('registration', [`ip:${ip}`]);
      const passwordHash = await hashPassword(input.password);
      const language = input.language ?? DEFAULT_LOCALE;
      await newPlayerTransaction(input, async (tx) => {
        const agent = input.agent_id ? await deps.users.findAgent(tx, input.agent_id) : undefined;
        // The agent id the sign-up names wins; else the agent whose referral site's code it is (decision 044).
        const code = input.bonus_code?.toUpperCase();
        const parentId = agent?.id ?? (code ? await deps.signUpCodes.agentOf(code, tx) : null);
        const id = await insertPlayer(tx, {
          username: input.username,
          email: input.email,
          password_hash: passwordHash,
          first_name: input.first_name,
          last_name: input.last_name,
          date_of_birth: input.date_of_birth,
          phone: input.phone,
          street_address: input.address,
          city: input.city,
          postal_code: input.postal_code,
          country: input.country,
          currency: input.currency,
          bonus_code: input.bonus_code,
          agent_id: input.agent_id,
          parent_id: parentId,
          is_self_registered: true,
          language,
        });
        // A code that does not hold refuses the whole sign-up: the player corrects it or leaves it out.
        if (code) await deps.signUpCodes.apply(id, code, tx);
        await sendVerification(tx, { id, email: input.email, language });
      });
      deps.mail.flush();
    },

    /**
     * A player made by their cashier or agent (issue #25, decision 044): under them and in their
     * currency, active and verified at once (no mail), not self-registered (SPEC §3 userTypes:
     * with-cashier). Returns the player's id.
     */
    async createWithCashier(cashierId: number, input: z.output<typeof NewPlayerRequest>): Promise<number> {
      const cashier = await deps.users.findById(cashierId);
      if (!cashier || !CASHIER_ROLES.includes(cashier.role)) throw new AppError('permission_denied', 403);
      const passwordHash = await hashPassword(input.password);
      const player = { username: input.username, email: input.email, currency: cashier.currency };
      return newPlayerTransaction(player, (tx) =>
        insertPlayer(tx, {
          ...player,
          password_hash: passwordHash,
          first_name: input.first_name,
          last_name: input.last_name,
          date_of_birth: null,
          parent_id: cashier.id,
          agent_id: String(cashier.id),
          is_self_registered: false,
          language: DEFAULT_LOCALE,
          email_verified_at: deps.now(),
        }),
      );
    },

    /** Confirms a sign-up e-mail or an e-mail change from the link's token. */
    async verifyEmail(token: string): Promise<EmailVerifyResponse> {
      const now = deps.now();
      const result = await deps.db
        .transaction()
        .execute(async (tx) => {
          const used = await repo.consumeEmailToken(tx, sha256(token), ['verify_email', 'change_email'], now);
          if (!used) return null;
          const user = await deps.users.findById(used.user_id, tx);
          if (!user) return null;
          if (used.purpose === 'change_email' && used.new_email) {
            if (await deps.users.emailTaken(tx, used.new_email, user.id)) {
              throw FieldValidationError.of('email', 'already_exists');
            }
            await deps.users.update(tx, user.id, { email: used.new_email, email_verified_at: now });
            return { purpose: 'change_email' as const, email: used.new_email };
          }
          if (!user.email_verified_at) await deps.users.update(tx, user.id, { email_verified_at: now });
          return { purpose: 'verify_email' as const, email: user.email };
        })
        .catch((error: unknown) => {
          // Two accounts confirming one new address at once: the unique index decides.
          if ((error as { code?: string }).code === UNIQUE_VIOLATION)
            throw FieldValidationError.of('email', 'already_exists');
          throw error;
        });
      if (!result) throw new AppError('token_invalid', 400);
      return { detail: 'E-mail address confirmed.', ...result };
    },

    /** Sends a fresh verification link; answers the same whether or not the address is known. */
    async resendVerification(email: string, ip: string): Promise<void> {
      await deps.throttle.assertAllowed('resendEmail', [`ip:${ip}`, `email:${email}`]);
      await deps.throttle.record('resendEmail', [`ip:${ip}`, `email:${email}`]);
      await deps.db.transaction().execute(async (tx) => {
        const user = await deps.users.findByEmail(email, tx);
        if (user && !user.email_verified_at && !user.is_banned) await sendVerification(tx, user);
      });
      deps.mail.flush();
    },
  };
}

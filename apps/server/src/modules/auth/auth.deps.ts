import type { Db } from '../../db/database.js';
import type { AccessTokens } from '../../lib/access-token.js';
import type { MailService } from '../mail/index.js';
import type { SettingsService } from '../settings/index.js';
import type { ThrottleService } from '../throttle/index.js';
import type { UsersService } from '../users/index.js';
import type { WalletService } from '../wallet/index.js';

export interface AuthDeps {
  db: Db;
  now: () => Date;
  accessTokens: AccessTokens;
  refreshTokenTtlDays: number;
  users: UsersService;
  wallet: WalletService;
  settings: SettingsService;
  mail: MailService;
  throttle: ThrottleService;
}

export const EMAIL_LINK_TTL_MS = 24 * 3_600_000;
export const RESET_LINK_TTL_MS = 3_600_000;

/** Site paths the mails link to (SPEC.md §2.2). */
export const LINKS = {
  verifyEmail: (token: string) => `/verify/${token}`,
  changeEmail: (token: string) => `/email/verify/email/${token}`,
  resetPassword: (token: string) => `/emails/verify/password/confirm/${token}`,
};

import type { Db, Tx } from '../../db/database.js';
import type { ExcludedAnswer } from '@casino/contracts';
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
  /** The sign-up's bonus code is applied in the sign-up's own transaction (the bonuses module). */
  signUpCodes: {
    apply(userId: number, code: string, tx: Tx): Promise<void>;
    /** The agent whose referral site's code it is (decision 044): the player goes under them. */
    agentOf(code: string, tx: Tx): Promise<number | null>;
  };
  /** What stands against an excluded account's sign-in (the protection module). */
  exclusions: { describe(userId: number): Promise<Omit<ExcludedAnswer, 'code' | 'message'>> };
  /** The player's session limit in minutes, or null (the protection module). */
  sessionLimit: (userId: number) => Promise<number | null>;
}

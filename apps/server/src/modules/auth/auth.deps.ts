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

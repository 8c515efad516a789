import { randomBytes } from 'node:crypto';
import { hashPassword } from '../lib/passwords.js';
import type { UsersService } from '../modules/users/index.js';
import type { WalletService } from '../modules/wallet/index.js';
import type { Db } from './database.js';

export const DEMO_USERNAME = 'demo';

/** Creates the demo player once; returns its credentials only when it was just created. */
export async function seedDemoPlayer(
  db: Db,
  services: { users: UsersService; wallet: WalletService },
): Promise<{ username: string; password: string } | null> {
  const password = `Demo-${randomBytes(6).toString('base64url')}`;
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (tx) => {
    if (await services.users.usernameTaken(tx, DEMO_USERNAME)) return null;
    const id = await services.users.insert(tx, {
      username: DEMO_USERNAME,
      email: 'demo@casino.local',
      password_hash: passwordHash,
      role: 'P',
      first_name: 'Demo',
      last_name: 'Player',
      date_of_birth: '1990-01-01',
      phone: '',
      street_address: '',
      city: '',
      postal_code: '',
      country: 'FR',
      currency: 'EUR',
      bonus_code: '',
      agent_id: '',
      parent_id: null,
      is_self_registered: true,
      language: 'en-US',
      email_verified_at: new Date(),
    });
    await services.wallet.openPlayerAccounts(tx, id, 'EUR');
    return { username: DEMO_USERNAME, password };
  });
}

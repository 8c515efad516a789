import { describe, expect, it } from 'vitest';
import { expectError } from '../../../test/api.js';
import { build } from '../../../test/build.js';
import { userWithRole } from '../../../test/payments.js';

describe('the sandbox payment processors', () => {
  const production = {
    APP_MODE: 'production',
    DATABASE_URL: 'postgres://casino@db.internal/casino',
    JWT_SECRET: 'j'.repeat(32),
    SMTP_URL: 'smtp://mail.internal:25',
    STUDIO_WALLET_SECRET: 's'.repeat(32),
    SPORTSBOOK_WALLET_SECRET: 'b'.repeat(32),
  };

  async function sandboxAnswers(env: Record<string, string>) {
    const app = await build({ env });
    try {
      const { auth } = await userWithRole(app);
      const post = (url: string, payload: object) => app.app.inject({ method: 'POST', url, headers: auth, payload });
      const card = await post('/api/backoffice/payments/deposit/', { payment_system: 'card', amount: 50 });
      const crypto = await post('/services/crypto-pay/create-payment', { pay_currency: 'btc', amount: 50 });
      const page = await app.app.inject({ method: 'GET', url: '/sandbox/card/pay/nothing' });
      const offered = await app.app.inject({
        method: 'GET',
        url: '/api/backoffice/payments/deposit/system_list/',
        headers: auth,
      });
      return { card, crypto, page, offered: offered.json<{ slug: string }[]>().map((system) => system.slug) };
    } finally {
      await app.close();
    }
  }

  it('are off in production mode: no test card or simulated coin deposits money', async () => {
    const { card, crypto, page, offered } = await sandboxAnswers(production);
    expectError(card, 400, 'payment_system_unavailable');
    expectError(crypto, 400, 'payment_system_unavailable');
    expectError(page, 404, 'not_found');
    // Nor are they offered: a player never picks a method that can only refuse.
    expect(offered).toEqual(['bank-transfer']);
  });

  it('are on in production mode only when the operator turns them on', async () => {
    const { card, crypto, offered } = await sandboxAnswers({ ...production, SANDBOX_PAYMENTS: 'true' });
    expect(offered).toEqual(expect.arrayContaining(['card', 'crypto', 'bank-transfer']));
    expect(card.statusCode, card.body).toBe(201);
    expect(crypto.statusCode, crypto.body).toBe(201);
  });
});

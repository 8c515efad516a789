import { Settings } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build.js';
import { DEFAULT_SETTINGS, SITE_SETTINGS_KEY } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const getSettings = (app: TestApp = t) => app.app.inject({ method: 'GET', url: '/api/settings/' });

async function storeSettings(value: unknown) {
  await t.db
    .updateTable('settings')
    .set({ value: JSON.stringify(value) })
    .where('key', '=', SITE_SETTINGS_KEY)
    .execute();
}

describe('GET /api/settings/', () => {
  it('answers the public settings with decimal amounts, to guests too', async () => {
    const response = await getSettings();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Settings.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      rates: { EUR: 1, USD: 1.08, GBP: 0.85, TND: 3.35, RUB: 100, UAH: 45 },
      limits: { maxBet: 3000, minBet: 0.01, maxWin: 25000, maxTransaction: 10000 },
      bonuses: {
        cashbackOn: true,
        transferBonusBalanceToBalanceOn: true,
        transferBonusBalanceToBalanceMinBalance: 3,
        transferBonusBalanceToBalanceRate: 1,
      },
      isTransferToBonusBalanceOn: false,
      defaultCurrency: 'EUR',
      currencies: ['EUR', 'USD', 'GBP', 'TND', 'RUB', 'UAH'],
      mailboxUrl: 'http://casino.test/dev/mailbox',
      sportsbooks: [
        { id: 'sft', enabled: true, url: 'http://localhost:8082', styleUrl: null },
        { id: 'alt', enabled: true, url: 'http://localhost:8082', styleUrl: null },
        { id: 'dgt', enabled: true, url: 'http://localhost:8082', styleUrl: null },
        { id: 'bby', enabled: true, url: 'http://localhost:8082', styleUrl: null },
      ],
    });
  });

  it('answers every sportsbook integration as the operator set it, defaults for settings stored before them', async () => {
    const older: Record<string, unknown> = { ...DEFAULT_SETTINGS };
    delete older.sportsbooks;
    await storeSettings(older);
    try {
      const before = (await getSettings()).json().sportsbooks;
      expect(before.map((s: { id: string; enabled: boolean }) => [s.id, s.enabled])).toEqual([
        ['sft', true],
        ['alt', true],
        ['dgt', true],
        ['bby', true],
      ]);
      await storeSettings({
        ...older,
        // One integration on a provider of its own (its trailing slash dropped), one off, one unset.
        sportsbooks: {
          sft: { enabled: true, providerUrl: 'https://sports.example.com/book/' },
          dgt: { enabled: false, providerUrl: null, styleUrl: 'https://skins.example/dgt.css' },
          bby: { enabled: true, providerUrl: null },
        },
      });
      expect((await getSettings()).json().sportsbooks).toEqual([
        { id: 'sft', enabled: true, url: 'https://sports.example.com/book', styleUrl: null },
        { id: 'alt', enabled: true, url: 'http://localhost:8082', styleUrl: null },
        { id: 'dgt', enabled: false, url: 'http://localhost:8082', styleUrl: 'https://skins.example/dgt.css' },
        { id: 'bby', enabled: true, url: 'http://localhost:8082', styleUrl: null },
      ]);
      await expect(
        t.services.settings.writeStored({
          ...DEFAULT_SETTINGS,
          sportsbooks: {
            ...DEFAULT_SETTINGS.sportsbooks,
            alt: { enabled: true, providerUrl: 'javascript:alert(1)', styleUrl: null },
          },
        }),
      ).rejects.toThrow();
      await expect(
        t.services.settings.writeStored({
          ...DEFAULT_SETTINGS,
          sportsbooks: {
            ...DEFAULT_SETTINGS.sportsbooks,
            dgt: { enabled: true, providerUrl: null, styleUrl: 'https://skins.example/dgt.js' },
          },
        }),
      ).rejects.toThrow();
    } finally {
      await storeSettings(DEFAULT_SETTINGS);
    }
  });

  it('converts stored minor units to decimals exactly', async () => {
    await storeSettings({
      ...DEFAULT_SETTINGS,
      limits: { maxBet: 12_345, minBet: 7, maxWin: 29, maxTransaction: 1_000_001 },
      bonuses: { ...DEFAULT_SETTINGS.bonuses, transferBonusBalanceToBalanceMinBalance: 301 },
    });
    try {
      const body = (await getSettings()).json();
      expect(body.limits).toEqual({ maxBet: 123.45, minBet: 0.07, maxWin: 0.29, maxTransaction: 10000.01 });
      expect(body.bonuses.transferBonusBalanceToBalanceMinBalance).toBe(3.01);
    } finally {
      await storeSettings(DEFAULT_SETTINGS);
    }
  });

  it('reads the default currency from the currency table', async () => {
    await t.db.updateTable('currencies').set({ is_default: false }).where('code', '=', 'EUR').execute();
    await t.db.updateTable('currencies').set({ is_default: true }).where('code', '=', 'TND').execute();
    try {
      expect((await getSettings()).json().defaultCurrency).toBe('TND');
    } finally {
      await t.db.updateTable('currencies').set({ is_default: false }).where('code', '=', 'TND').execute();
      await t.db.updateTable('currencies').set({ is_default: true }).where('code', '=', 'EUR').execute();
    }
  });
});

describe('GET /api/settings/currency-list/', () => {
  it('lists the currencies, EUR the default', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings/currency-list/' });
    expect(response.statusCode).toBe(200);
    const list =
      response.json<{ code: string; name: string; symbol: string; isDefault: boolean; isDepositCurrency: boolean }[]>();
    expect(list.map((c) => c.code)).toEqual(['EUR', 'USD', 'GBP', 'TND', 'RUB', 'UAH']);
    expect(list.filter((c) => c.isDefault).map((c) => c.code)).toEqual(['EUR']);
    expect(list[0]).toEqual({ code: 'EUR', name: 'Euro', symbol: '€', isDefault: true, isDepositCurrency: true });
    for (const currency of list) {
      expect(currency).toEqual({
        code: expect.stringMatching(/^[A-Z]{3}$/),
        name: expect.any(String),
        symbol: expect.any(String),
        isDefault: expect.any(Boolean),
        isDepositCurrency: true,
      });
    }
  });
});

describe('the local mailbox', () => {
  it('is served as HTML in local mode without SMTP, newest mail first, escaped', async () => {
    await t.db
      .insertInto('mail_outbox')
      .values([
        { to_address: 'first@example.com', subject: 'First', body_text: 'Open http://casino.test/verify/abc' },
        { to_address: 'second@example.com', subject: '<script>alert(1)</script>', body_text: 'Second' },
      ])
      .execute();
    const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<a href="http://casino.test/verify/abc">');
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).toContain('&lt;script&gt;');
    expect(response.body.indexOf('second@example.com')).toBeLessThan(response.body.indexOf('first@example.com'));
  });

  it('is absent, and not advertised, when SMTP_URL is set', async () => {
    const smtp = await build({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      expect((await getSettings(smtp)).json().mailboxUrl).toBeNull();
      const response = await smtp.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: expect.any(String) });
    } finally {
      await smtp.close();
    }
  });

  it('is absent in production mode', async () => {
    const production = await build({
      env: {
        APP_MODE: 'production',
        DATABASE_URL: 'postgres://casino@127.0.0.1:5432/casino',
        JWT_SECRET: 'a-production-secret-of-at-least-32-chars',
        SMTP_URL: 'smtp://127.0.0.1:1',
        PUBLIC_URL: 'https://casino.example',
        STUDIO_WALLET_SECRET: 'a-studio-wallet-secret-of-32-chars-or-more',
        SPORTSBOOK_WALLET_SECRET: 'a-sportsbook-wallet-secret-of-32-chars',
      },
    });
    try {
      expect((await getSettings(production)).json().mailboxUrl).toBeNull();
      const response = await production.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    } finally {
      await production.close();
    }
  });
});

import { LOCALES } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { PAYMENTS, type PaymentsWorld, usePayments, userWithRole } from '../../../test/payments.js';

let t: PaymentsWorld['t'];
let api: PaymentsWorld['api'];
let op: PaymentsWorld['op'];
usePayments('SA', (world) => ({ t, api, op } = world));

const SYSTEMS = `${PAYMENTS}/systems/`;
const SHIPPED = ['card', 'crypto', 'bank-transfer'];
type Offered = { slug: string; name: string; description: string };

/** The direction's system list as a player whose browser asks for `language`. */
async function offered(auth: Record<string, string>, direction: 'deposit' | 'payout', language?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `${PAYMENTS}/${direction}/system_list/`,
    headers: { ...auth, ...(language ? { 'accept-language': language } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Offered[]>();
}
const named = (list: Offered[], slug: string) => list.find((s) => s.slug === slug)!;

describe('payment systems in the player’s language', () => {
  it('ships card, crypto and bank transfer with a name and description in each of the four languages', async () => {
    const config = (await api.get(SYSTEMS, op.auth)).json<
      { direction: string; slug: string; texts: Record<string, { name: string; description: string }> }[]
    >();
    for (const direction of ['deposit', 'payout']) {
      for (const slug of SHIPPED) {
        const system = config.find((s) => s.direction === direction && s.slug === slug)!;
        const where = `${direction} ${slug}`;
        expect(Object.keys(system.texts).sort(), where).toEqual([...LOCALES].sort());
        for (const locale of LOCALES) {
          expect(system.texts[locale]!.name.trim(), `${where} ${locale}`).not.toBe('');
          expect(system.texts[locale]!.description.trim(), `${where} ${locale}`).not.toBe('');
          if (locale === 'en-US') continue;
          // Translated, not an English copy.
          expect(system.texts[locale]!.name, `${where} ${locale}`).not.toBe(system.texts['en-US']!.name);
          expect(system.texts[locale]!.description, `${where} ${locale}`).not.toBe(system.texts['en-US']!.description);
        }
      }
    }
  });

  it('names the systems in the language the browser asks for (Accept-Language), else in the default text', async () => {
    const player = await userWithRole(t);
    expect(named(await offered(player.auth, 'deposit', 'fr'), 'card')).toMatchObject({
      name: 'Carte bancaire',
      description: expect.stringContaining('Visa ou Mastercard'),
    });
    expect(named(await offered(player.auth, 'deposit', 'fr-FR,fr;q=0.9,en;q=0.8'), 'crypto').name).toBe(
      'Cryptomonnaie',
    );
    expect(named(await offered(player.auth, 'payout', 'ru'), 'bank-transfer').name).toBe('Банковский перевод');
    expect(named(await offered(player.auth, 'deposit', 'ar'), 'card').name).toBe('بطاقة مصرفية');
    // The first language the site has, in the browser's order of preference.
    expect(named(await offered(player.auth, 'deposit', 'de-DE, ru;q=0.5, fr;q=0.4'), 'card').name).toBe(
      'Банковская карта',
    );
    expect(named(await offered(player.auth, 'deposit', 'en'), 'card').name).toBe('Bank card');
    expect(named(await offered(player.auth, 'deposit'), 'card').name).toBe('Bank card');
    expect(named(await offered(player.auth, 'deposit', 'de'), 'card').name).toBe('Bank card');
  });

  it('lets the operator write a system’s texts per language; a language without its own text falls back', async () => {
    const create = await api.post(SYSTEMS, op.auth, {
      direction: 'deposit',
      slug: 'paylib',
      name: 'Paylib',
      description: 'Pay from your banking app.',
      kind: 'card',
      min: 10,
      max: 500,
      texts: { 'fr-fr': { name: 'Paylib', description: 'Payez depuis votre application bancaire.' } },
    });
    expect(create.statusCode, create.body).toBe(201);
    expect(create.json().texts).toEqual({
      'fr-fr': { name: 'Paylib', description: 'Payez depuis votre application bancaire.' },
    });
    const player = await userWithRole(t);
    expect(named(await offered(player.auth, 'deposit', 'fr'), 'paylib').description).toBe(
      'Payez depuis votre application bancaire.',
    );
    expect(named(await offered(player.auth, 'deposit', 'ru'), 'paylib').description).toBe('Pay from your banking app.');

    // One language set, another removed; the others keep theirs, and the default text still changes on its own.
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `${SYSTEMS}deposit/paylib/`,
      headers: op.auth,
      payload: {
        description: 'Pay in your banking app.',
        texts: { ru: { name: 'Пэйлиб', description: 'Оплата из банковского приложения.' }, 'fr-fr': null },
      },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(Object.keys(patched.json().texts)).toEqual(['ru']);
    expect(named(await offered(player.auth, 'deposit', 'ru'), 'paylib')).toMatchObject({
      name: 'Пэйлиб',
      description: 'Оплата из банковского приложения.',
    });
    expect(named(await offered(player.auth, 'deposit', 'fr'), 'paylib').description).toBe('Pay in your banking app.');

    // The operator's edit of a shipped system's French text is what French players read.
    const card = await t.app.inject({
      method: 'PATCH',
      url: `${SYSTEMS}deposit/card/`,
      headers: op.auth,
      payload: { texts: { 'fr-fr': { name: 'Carte Visa / Mastercard', description: 'Crédit immédiat.' } } },
    });
    expect(card.statusCode, card.body).toBe(200);
    expect(named(await offered(player.auth, 'deposit', 'fr'), 'card').name).toBe('Carte Visa / Mastercard');
    expect(named(await offered(player.auth, 'deposit', 'ar'), 'card').name).toBe('بطاقة مصرفية');

    const tooLong = await api.post(SYSTEMS, op.auth, {
      direction: 'deposit',
      slug: 'bad-texts',
      name: 'Bad',
      kind: 'card',
      min: 1,
      max: 2,
      texts: { 'fr-fr': { name: 'x'.repeat(81), description: '' } },
    });
    expect(tooLong.statusCode).toBe(400);
    const unknownLocale = await api.post(SYSTEMS, op.auth, {
      direction: 'deposit',
      slug: 'bad-locale',
      name: 'Bad',
      kind: 'card',
      min: 1,
      max: 2,
      texts: { de: { name: 'Karte', description: '' } },
    });
    expect(unknownLocale.statusCode).toBe(400);
  });
});

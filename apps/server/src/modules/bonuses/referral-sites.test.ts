import { CreatePromoCodeRequest, type ReferralSite } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/api.js';
import { build, type TestApp } from '../../../test/build.js';
import { registrationFor, signUpAndIn } from '../../../test/players.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => t.close());

const addSite = (auth: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/referral/sites/', headers: auth, payload });
const sites = async (auth: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/referral/sites/', headers: auth })).json<{
    results: ReferralSite[];
  }>().results;

describe('referral sites', () => {
  it('refuse a blank name, a blank link and a link that is not a web address, each with its code', async () => {
    const { auth } = await signUpAndIn(t);
    expectError(await addSite(auth, { name: '  ', link: 'https://a.example' }), 400, 'referral_site_name_blank');
    expectError(await addSite(auth, { name: 'Blog', link: '' }), 400, 'referral_site_link_blank');
    expectError(await addSite(auth, { name: 'Blog' }), 400, 'referral_site_link_blank');
    for (const link of ['not a link', 'ftp://files.example', 'javascript:alert(1)', 'https://localhost']) {
      expectError(await addSite(auth, { name: 'Blog', link }), 400, 'referral_site_link_invalid');
    }
    expect(await sites(auth)).toEqual([]);
  });

  it('give each site its own code, which counts the players who sign up with it, once each', async () => {
    const affiliate = await signUpAndIn(t);
    const added = await addSite(affiliate.auth, { name: ' My blog ', link: 'https://blog.example/casino' });
    expect(added.statusCode, added.body).toBe(201);
    const site = added.json<ReferralSite>();
    expect(site).toMatchObject({ name: 'My blog', link: 'https://blog.example/casino', players: 0 });
    expect(site.code).toMatch(/^REF-[A-Z2-9]{8}$/);

    await signUpAndIn(t, { bonus_code: site.code.toLowerCase() });
    await signUpAndIn(t, { bonus_code: site.code });
    expect(await sites(affiliate.auth)).toMatchObject([{ code: site.code, players: 2 }]);
    // Another player sees none of them.
    expect(await sites((await signUpAndIn(t)).auth)).toEqual([]);
  });

  it('refuse a sign-up with a referral code that no site has, and a promo code that looks like one', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/registration/',
      payload: registrationFor({ bonus_code: 'REF-NOSUCH22' }),
    });
    expectError(response, 400, 'referral_code_not_found');
    const lookalike = { code: 'ref-mine', currency: 'EUR', reward: { kind: 'bonus', amount: 1 } };
    expect(CreatePromoCodeRequest.safeParse(lookalike).success).toBe(false);
  });

  it('are for signed-in players only', async () => {
    expectError(await addSite({}, { name: 'Blog', link: 'https://blog.example' }), 401, 'not_authenticated');
  });
});

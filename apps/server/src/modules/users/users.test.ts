import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectError, expectFieldError, userRow, yearsAgo } from '../../../test/api.js';
import { build, type TestApp } from '../../../test/build.js';
import { signUpAndIn } from '../../../test/players.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof signUpAndIn>>;
const get = (url: string, player?: Player) =>
  t.app.inject({ method: 'GET', url, ...(player ? { headers: player.auth } : {}) });
const patch = (url: string, payload: unknown, player?: Player) =>
  t.app.inject({ method: 'PATCH', url, payload: payload as object, ...(player ? { headers: player.auth } : {}) });

const INFO = '/api/users/user/info/';
const fullInfo = {
  first_name: 'Amira',
  last_name: 'Ben Salah',
  date_of_birth: '1985-11-03',
  mobile_number: '+216 20 123 456',
  postal_code: '1002',
  street_address: '12 avenue Habib Bourguiba',
  country: 'tn',
  city: 'Tunis',
  middle_name: 'Leila',
  gender: 'f',
  title: 'Mme',
  house_number: '12 bis',
  document_series: 'AB',
  document_number: '0123456',
  registration_address: '3 rue de Marseille, Tunis',
};

describe('GET and PATCH /api/accounts/user', () => {
  it('reads the account of the signed-in player', async () => {
    const player = await signUpAndIn(t);
    const response = await get('/api/accounts/user', player);
    expect(response.statusCode).toBe(200);
    const { id } = await userRow(t, player.registration.username);
    expect(response.json()).toEqual({
      id,
      login: player.registration.email,
      username: player.registration.username,
      email: player.registration.email,
      firstName: 'Jeanne',
      lastName: 'Martin',
      role: 'P',
      currency: 'EUR',
      balance: 0,
      bonusBalance: 0,
      hasDeposit: true,
      parent: null,
      isSelfRegistered: true,
      userTypes: 'self-registered',
      language: 'fr-fr',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      dateJoined: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('changes the contact language', async () => {
    const player = await signUpAndIn(t);
    const response = await patch('/api/accounts/user', { language: 'ar-ar' }, player);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: player.registration.username, language: 'ar-ar' });
    expect((await get('/api/accounts/user', player)).json().language).toBe('ar-ar');
  });

  it.each([{}, { language: 'de-DE' }, { language: 7 }])(
    'refuses the language patch %j, never a 500',
    async (payload) => {
      const player = await signUpAndIn(t);
      const response = await patch('/api/accounts/user', payload, player);
      expect(response.statusCode).not.toBe(500);
      expectFieldError(response, 'language', Object.keys(payload).length ? 'invalid' : 'required');
    },
  );

  it('does not let the patch touch other fields', async () => {
    const player = await signUpAndIn(t);
    const response = await patch(
      '/api/accounts/user',
      { language: 'en-US', role: 'O', email: 'evil@example.com', balance: 1000 },
      player,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'P', email: player.registration.email, balance: 0 });
  });
});

describe('GET and PATCH /api/users/user/info/', () => {
  it('reads the details given at sign-up', async () => {
    const player = await signUpAndIn(t);
    const response = await get(INFO, player);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      firstName: 'Jeanne',
      lastName: 'Martin',
      dateOfBirth: '1990-05-17',
      mobileNumber: '+33 6 12 34 56 78',
      postalCode: '75002',
      streetAddress: '1 rue de la Paix',
      country: 'FR',
      city: 'Paris',
      middleName: '',
      gender: '',
      title: '',
      houseNumber: '',
      documentSeries: '',
      documentNumber: '',
      registrationAddress: '',
    });
  });

  it('writes every field and reads them back', async () => {
    const player = await signUpAndIn(t);
    const response = await patch(INFO, fullInfo, player);
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      firstName: 'Amira',
      lastName: 'Ben Salah',
      dateOfBirth: '1985-11-03',
      mobileNumber: '+216 20 123 456',
      postalCode: '1002',
      streetAddress: '12 avenue Habib Bourguiba',
      country: 'TN',
      city: 'Tunis',
      middleName: 'Leila',
      gender: 'f',
      title: 'Mme',
      houseNumber: '12 bis',
      documentSeries: 'AB',
      documentNumber: '0123456',
      registrationAddress: '3 rue de Marseille, Tunis',
    };
    expect(response.json()).toEqual(expected);
    expect((await get(INFO, player)).json()).toEqual(expected);
    expect((await get('/api/accounts/user', player)).json()).toMatchObject({
      firstName: 'Amira',
      lastName: 'Ben Salah',
    });
  });

  it('refuses a gender it does not know', async () => {
    const player = await signUpAndIn(t);
    const response = await patch(INFO, { ...fullInfo, gender: 'x' }, player);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ gender: [{ code: 'invalid' }] });
  });

  it('stores an absent mobile number and optional fields as empty strings', async () => {
    const player = await signUpAndIn(t);
    const response = await patch(
      INFO,
      { first_name: 'Amira', last_name: 'Ben Salah', date_of_birth: '1985-11-03', country: 'TN' },
      player,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ mobileNumber: '', postalCode: '', streetAddress: '', city: '' });
    expect((await userRow(t, player.registration.username)).phone).toBe('');
  });

  it('accepts a player who turns 18 today', async () => {
    const player = await signUpAndIn(t);
    const response = await patch(INFO, { ...fullInfo, date_of_birth: yearsAgo(18) }, player);
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each([
    ['an underage birth date', { date_of_birth: yearsAgo(18, 1) }, 'date_of_birth', 'underage'],
    ['an invalid birth date', { date_of_birth: '1985-02-30' }, 'date_of_birth', 'invalid_date'],
    ['a missing birth date', { date_of_birth: undefined }, 'date_of_birth', 'required'],
    ['a bad country', { country: 'Tunisia' }, 'country', 'invalid_country'],
    ['a missing country', { country: undefined }, 'country', 'required'],
    ['a bad phone', { mobile_number: '12-ab' }, 'mobile_number', 'invalid_phone'],
    ['a blank first name', { first_name: '  ' }, 'first_name', 'required'],
    ['a missing last name', { last_name: undefined }, 'last_name', 'required'],
    ['a too long city', { city: 'x'.repeat(101) }, 'city', 'too_long'],
    ['a postal code that is not text', { postal_code: 75002 }, 'postal_code', 'invalid'],
  ])('refuses %s and changes nothing, never a 500', async (_name, overrides, field, code) => {
    const player = await signUpAndIn(t);
    const response = await patch(INFO, { ...fullInfo, ...overrides }, player);
    expect(response.statusCode).not.toBe(500);
    expectFieldError(response, field, code);
    expect((await get(INFO, player)).json().firstName).toBe('Jeanne');
  });
});

describe('GET /api/user/profile', () => {
  it('reads the profile', async () => {
    const player = await signUpAndIn(t);
    const response = await get('/api/user/profile', player);
    expect(response.statusCode).toBe(200);
    const { id } = await userRow(t, player.registration.username);
    expect(response.json()).toEqual({
      id,
      username: player.registration.username,
      dateJoined: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      balanceCurrency: 'EUR',
      balance: 0,
      isBanned: false,
    });
  });
});

describe('without a valid session', () => {
  it.each([
    ['GET', '/api/accounts/user', undefined],
    ['PATCH', '/api/accounts/user', { language: 'en-US' }],
    ['GET', INFO, undefined],
    ['PATCH', INFO, fullInfo],
    ['PATCH', INFO, {}],
    ['GET', '/api/user/profile', undefined],
  ] as const)('%s %s answers 401 not_authenticated', async (method, url, payload) => {
    const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expectError(response, 401, 'not_authenticated');
    const expired = await t.app.inject({
      method,
      url,
      headers: bearer('eyJhbGciOiJIUzI1NiJ9.e30.x'),
      ...(payload ? { payload } : {}),
    });
    expectError(expired, 401, 'not_authenticated');
  });

  it('answers 403 user_is_banned to a banned player holding a valid access token', async () => {
    const player = await signUpAndIn(t);
    await t.db
      .updateTable('users')
      .set({ is_banned: true })
      .where('username', '=', player.registration.username)
      .execute();
    expectError(await get('/api/user/profile', player), 403, 'user_is_banned');
    expectError(await get(INFO, player), 403, 'user_is_banned');
  });
});

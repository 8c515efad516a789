import { fireEvent, render, screen as on, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth/stores/session-store';
import { changeLocale } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { STORAGE_KEYS } from '@/lib/storage';
import { accessToken, callsOf, jsonResponse, testStaff } from '@/test/fixtures';
import { wireApiClient } from './api-wiring';
import { Providers } from './providers';
import { createRoutes } from './router';
import { screen } from './screens';

const NOW = Date.UTC(2025, 0, 1, 9);
const fetchMock = vi.fn<typeof fetch>();
const tokens = { access: accessToken(NOW, 300), refresh: 'refresh-1' };

// Three screens as the console will have them, with pages of their own.
const page = (title: string) => async () => ({ default: () => <h1>{title}</h1> });
const SCREENS = [
  screen('players', page('Players page')),
  screen('cashier-transfer', page('Transfer page')),
  screen('audit', page('Audit page')),
];

function openConsole(path: string) {
  const router = createMemoryRouter(createRoutes(SCREENS), { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const navEntries = () =>
  within(on.getByTestId('side-nav'))
    .getAllByRole('link')
    .map((link) => link.textContent);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  fetchMock.mockReset();
  // Whatever the console reads again in the background answers the staff member of the test.
  fetchMock.mockImplementation(async () => jsonResponse(sessionStore.get().staff));
  vi.stubGlobal('fetch', fetchMock);
  wireApiClient();
});
afterEach(async () => {
  sessionStore.clear();
  queryClient.clear();
  await changeLocale('en-US');
});

describe('the console', () => {
  it('sends anyone not signed in to the sign-in', async () => {
    openConsole('/players');
    expect(await on.findByRole('heading', { name: 'Staff sign-in' })).toBeTruthy();
    expect(on.queryByTestId('side-nav')).toBeNull();
  });

  it("greets a cashier and lists the screens a cashier's role opens, and only those", async () => {
    sessionStore.signIn(testStaff({ username: 'carl', role: 'C', totp: false }), tokens);
    openConsole('/');
    expect(await on.findByRole('heading', { name: 'Good morning, carl' })).toBeTruthy();
    expect(navEntries()).toEqual(['Home', 'Players', 'Cashier transfer']);
    expect(within(on.getByTestId('screen-cards')).getAllByRole('link')).toHaveLength(2);
    expect(on.getByTestId('staff-identity').textContent).toBe('carlCashier');
  });

  it("opens a screen of the role, loaded with its page, and refuses another role's", async () => {
    sessionStore.signIn(testStaff({ role: 'C' }), tokens);
    const router = openConsole('/players');
    expect(await on.findByRole('heading', { name: 'Players page' })).toBeTruthy();
    await router.navigate('/audit');
    expect(await on.findByTestId('not-allowed')).toBeTruthy();
    expect(on.queryByRole('heading', { name: 'Audit page' })).toBeNull();
  });

  it("shows the owner every screen but the cashiers' transfer", async () => {
    sessionStore.signIn(testStaff({ role: 'O' }), tokens);
    openConsole('/');
    await on.findByTestId('screen-cards');
    expect(navEntries()).toEqual(['Home', 'Players', 'Audit log']);
  });

  it('says when no screen is open to the role yet', async () => {
    sessionStore.signIn(testStaff({ role: 'SA' }), tokens);
    openConsole('/');
    expect(await on.findByTestId('no-screens')).toBeTruthy();
    expect(navEntries()).toEqual(['Home']);
  });

  it('restores a kept session on reload by reading the staff member again', async () => {
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ tokens, staff: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.session }));
    fetchMock.mockImplementation(async () => jsonResponse(testStaff({ username: 'sofia', role: 'SO' })));
    openConsole('/');
    expect(await on.findByTestId('page-spinner')).toBeTruthy();
    expect(await on.findByRole('heading', { name: 'Good morning, sofia' })).toBeTruthy();
    expect(callsOf(fetchMock)[0]).toMatchObject({
      url: '/api/backoffice/me/',
      authorization: `Bearer ${tokens.access}`,
    });
  });

  it('signs a member in and takes them where they were going', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ ...tokens, staff: testStaff({ role: 'A' }) }));
    openConsole('/cashier-transfer');
    fireEvent.change(await on.findByLabelText('Username'), { target: { value: 'olga' } });
    fireEvent.change(on.getByLabelText('Password'), { target: { value: 'Secret#2025' } });
    fireEvent.click(on.getByRole('button', { name: 'Sign in' }));
    expect(await on.findByRole('heading', { name: 'Transfer page' })).toBeTruthy();
  });

  it('signs out from the top bar', async () => {
    sessionStore.signIn(testStaff(), tokens);
    openConsole('/');
    fireEvent.click(await on.findByRole('button', { name: 'Sign out' }));
    expect(await on.findByRole('heading', { name: 'Staff sign-in' })).toBeTruthy();
    await waitFor(() => expect(callsOf(fetchMock).some((call) => call.url === '/api/accounts/logout/')).toBe(true));
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  it('turns right to left in Arabic, on <html> alone', async () => {
    sessionStore.signIn(testStaff(), tokens);
    openConsole('/');
    fireEvent.change(await on.findByTestId('language-switcher'), { target: { value: 'ar-ar' } });
    expect(await on.findByRole('button', { name: 'تسجيل الخروج' })).toBeTruthy();
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.language)!)).toBe('ar-ar');
  });

  it('answers an unknown address with its own page', async () => {
    sessionStore.signIn(testStaff(), tokens);
    openConsole('/nowhere');
    expect(await on.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

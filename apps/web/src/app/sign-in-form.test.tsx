import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { AppSignInForm } from './sign-in-form';

vi.mock('@casino/ui/toast', () => ({ notify: vi.fn(() => 'toast'), dismissToasts: vi.fn() }));
vi.mock('@/lib/notify-error', () => ({ notifyError: vi.fn(), showServerErrors: vi.fn(() => []) }));
const fetchMock = vi.fn<typeof fetch>();

const excluded = (kind: 'break' | 'self_exclusion') =>
  jsonResponse(
    { code: 'account_excluded', message: 'excluded', kind, until: null, canRequestReactivation: false },
    403,
  );

function signIn() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AppSignInForm onSignedIn={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText('Username or e-mail'), { target: { value: 'alice' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret#2024' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('the sign-in form of a self-excluded player', () => {
  it('offers the balance payout with the credentials typed, and says it is queued', async () => {
    fetchMock.mockResolvedValueOnce(excluded('self_exclusion'));
    signIn();
    const withdraw = await screen.findByRole('button', { name: 'Withdraw my balance' });
    fetchMock.mockResolvedValueOnce(jsonResponse({ currency: 'EUR', amount: 43.21, payouts: [] }));
    fireEvent.click(withdraw);
    await waitFor(() => expect(screen.getByTestId('balance-payout-asked').textContent).toMatch(/43[.,]21/));
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/protection/balance-payout/');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'alice', password: 'Secret#2024' });
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
  });

  it('says when there is nothing to pay out', async () => {
    fetchMock.mockResolvedValueOnce(excluded('self_exclusion'));
    signIn();
    const withdraw = await screen.findByRole('button', { name: 'Withdraw my balance' });
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 'nothing_to_pay_out', message: 'nothing' }, 409));
    fireEvent.click(withdraw);
    expect(await screen.findByText('There is no balance to pay out.')).toBeTruthy();
  });

  it('is not offered during a break, which ends by itself', async () => {
    fetchMock.mockResolvedValueOnce(excluded('break'));
    signIn();
    await screen.findByTestId('account-excluded');
    expect(screen.queryByRole('button', { name: 'Withdraw my balance' })).toBeNull();
  });
});

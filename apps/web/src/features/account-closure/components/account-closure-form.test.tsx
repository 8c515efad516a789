import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { AccountClosureForm } from './account-closure-form';

vi.mock('@casino/ui/toast', () => ({ notify: vi.fn() }));
vi.mock('@/lib/notify-error', () => ({ notifyError: vi.fn(), showServerErrors: vi.fn() }));
const fetchMock = vi.fn<typeof fetch>();
const onClosed = vi.fn();

function fill(password: string, tick = true) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AccountClosureForm onClosed={onClosed} />
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  if (tick) fireEvent.click(screen.getByLabelText('I understand that my account will be closed for good.'));
  return screen.getByRole('button', { name: 'Close my account' });
}

beforeEach(() => {
  fetchMock.mockReset();
  onClosed.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('closing the account', () => {
  it('warns that the balance goes to the last deposit’s method and the account is gone for good', () => {
    const submit = fill('Secret#2024', false);
    expect(screen.getByTestId('account-closure-warning').textContent).toMatch(/last deposit.*cannot be used again/);
    expect((submit as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends the password once ticked, then signs the player out', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          closedAt: '2025-01-01T00:00:00.000Z',
          reason: 'request',
          payout: { currency: 'EUR', amount: 0, payouts: [] },
        },
        201,
      ),
    );
    fireEvent.click(fill('Secret#2024'));
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/protection/closure/');
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'Secret#2024' });
  });

  it('says when the password is wrong, and stays open', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 'incorrect_old_password', message: 'no' }, 400));
    fireEvent.click(fill('wrong'));
    expect(await screen.findByText('The password is not correct.')).toBeTruthy();
    expect(onClosed).not.toHaveBeenCalled();
  });
});

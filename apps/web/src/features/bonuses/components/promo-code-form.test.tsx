import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { jsonResponse } from '@/test/fixtures';
import { PromoCodeForm } from './promo-code-form';

vi.mock('@casino/ui/toast', () => ({ notify: vi.fn() }));
vi.mock('@/lib/notify-error', () => ({ notifyError: vi.fn() }));
const { notify } = await import('@casino/ui/toast');
const fetchMock = vi.fn<typeof fetch>();

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PromoCodeForm />
    </QueryClientProvider>,
  );
}
const field = () => screen.getByTestId('promo-code') as HTMLInputElement;
const submitCode = (code: string) => {
  fireEvent.change(field(), { target: { value: code } });
  fireEvent.click(screen.getByTestId('promo-submit'));
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(notify).mockClear();
});
afterEach(() => changeLocale('en-US'));

describe('PromoCodeForm', () => {
  it('sends the code and says what it granted', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        id: 1,
        code: 'WELCOME',
        reward: { kind: 'bonus', amount: 10, currency: 'EUR' },
        activatedAt: '2026-11-27T10:00:00Z',
      }),
    );
    renderForm();
    submitCode(' welcome ');
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Promo code activated: €10.00 of bonus', 'success'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/referral/activate/');
    expect(JSON.parse(String(init?.body))).toEqual({ code: 'welcome' });
    expect(field().value).toBe('');
  });

  it('checks the code before sending it', () => {
    renderForm();
    submitCode('   ');
    expect(screen.getByText('This field is required.')).toBeTruthy();
    submitCode('no spaces please');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says the server's refusal in the player's language", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 'referral_code_already_activated', message: 'already' }, 400));
    await changeLocale('fr-fr');
    renderForm();
    submitCode('WELCOME');
    expect(await screen.findByText(/déjà été activé/)).toBeTruthy();
  });
});

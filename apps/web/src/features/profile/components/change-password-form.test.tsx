import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteUiTexts } from '@/components/ui-texts';
import { jsonResponse } from '@/test/fixtures';
import { ChangePasswordForm } from './change-password-form';

vi.mock('@casino/ui/toast', () => ({ notify: vi.fn() }));
vi.mock('@/lib/notify-error', () => ({ notifyError: vi.fn(), showServerErrors: vi.fn() }));
const { notify } = await import('@casino/ui/toast');
const fetchMock = vi.fn<typeof fetch>();

function fill(old: string, next: string, repeat: string) {
  // The field errors' texts come from the site's root (Providers), as in the app.
  render(
    <SiteUiTexts>
      <QueryClientProvider client={new QueryClient()}>
        <ChangePasswordForm personal={['alice', 'alice@example.com']} />
      </QueryClientProvider>
    </SiteUiTexts>,
  );
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: old } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Repeat password'), { target: { value: repeat } });
  fireEvent.click(screen.getByRole('button', { name: 'Save the password' }));
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(notify).mockClear();
});

describe('change password', () => {
  it('sends nothing and shows the do-not-match toast when the repeat differs', async () => {
    fill('OldPass123', 'BrandNew#2024', 'BrandNew#2025');
    await waitFor(() => expect(notify).toHaveBeenCalledWith('The passwords do not match.', 'error'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
  });

  it('says what the password rule is when the new password is too short', async () => {
    fill('OldPass123', 'Sh0rt!x', 'Sh0rt!x');
    expect(await screen.findByText('The password needs at least 8 characters (8 to 40, no spaces).')).toBeTruthy();
    expect(screen.queryByText('This value is too short.')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a new password containing the username', async () => {
    fill('OldPass123', 'alice#2024x', 'alice#2024x');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('The password must not contain your username or e-mail.', 'error'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends only old and new password when they are valid', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'ok' }));
    fill('OldPass123', 'BrandNew#2024', 'BrandNew#2024');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/users/user/change-password/');
    expect(JSON.parse(String(init?.body))).toEqual({ old_password: 'OldPass123', new_password: 'BrandNew#2024' });
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Your password has been changed.', 'success'));
  });
});

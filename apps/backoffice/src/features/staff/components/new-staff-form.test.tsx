import { configureApiClient } from '@casino/api-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsOf, jsonResponse } from '@/test/fixtures';
import { renderInConsole } from '@/test/render';
import { NewStaffForm } from './new-staff-form';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({});
});

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('a new staff account', () => {
  it("is sent with the cashier's currency, and its field errors are shown in place", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ username: [{ code: 'already_exists', message: 'This value already exists.' }] }, 400),
    );
    renderInConsole(<NewStaffForm />);
    fill({ Username: 'cash_1', 'E-mail': 'cash@example.com', 'First password': 'Till!Pass42' });
    fill({ 'Currency of their balance': 'usd' });
    fireEvent.click(screen.getByRole('button', { name: 'Create the account' }));
    expect(await screen.findByText('Another account uses it already.')).toBeTruthy();
    expect(callsOf(fetchMock)[0]).toMatchObject({
      url: '/api/backoffice/staff/',
      method: 'POST',
      body: { username: 'cash_1', email: 'cash@example.com', password: 'Till!Pass42', role: 'C', currency: 'USD' },
    });
  });

  it('leaves the currency out for a role that keeps no cash', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          id: 9,
          username: 'admin_1',
          email: 'a@example.com',
          role: 'SA',
          totp: false,
          is_banned: false,
          created_at: '2026-01-01T00:00:00Z',
        },
        201,
      ),
    );
    renderInConsole(<NewStaffForm />);
    fill({ Role: 'SA', Username: 'admin_1', 'E-mail': 'a@example.com', 'First password': 'Admin!Pass42' });
    expect(screen.queryByLabelText('Currency of their balance')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create the account' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(callsOf(fetchMock)[0]!.body).toEqual({
      username: 'admin_1',
      email: 'a@example.com',
      password: 'Admin!Pass42',
      role: 'SA',
    });
  });
});

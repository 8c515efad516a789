import { configureApiClient } from '@casino/api-client';
import type { AgentSummary } from '@casino/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsOf, jsonResponse } from '@/test/fixtures';
import { renderInConsole } from '@/test/render';
import { NewAgentForm } from './new-agent-form';

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

const agent = (id: number, username: string, currency = 'EUR'): AgentSummary => ({
  id,
  username,
  email: `${username}@example.com`,
  parent_id: null,
  parent_username: null,
  currency,
  balance: 0,
  players: 0,
  commission_rate: 0,
  is_banned: false,
  created_at: '2026-01-01T00:00:00Z',
});

const VALID = { Username: 'sub_1', 'E-mail': 'sub@example.com', 'First password': 'Agent!Pass42' };

describe('a new sub-agent', () => {
  it("is an agent's own: no parent or currency to choose, and the password is checked before sending", async () => {
    renderInConsole(<NewAgentForm isOwner={false} currency="USD" agents={[agent(3, 'deep')]} />);
    expect(screen.getByText(/Under you, in USD/)).toBeTruthy();
    expect(screen.queryByLabelText('Under')).toBeNull();
    expect(screen.queryByLabelText('Currency of their balance')).toBeNull();
    fill({ ...VALID, 'First password': 'has space 42' });
    fireEvent.click(screen.getByRole('button', { name: 'Create the agent' }));
    expect(await screen.findByText('The password may not contain spaces.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(jsonResponse({ ...agent(9, 'sub_1', 'USD'), parent_id: 7 }, 201));
    fill({ 'First password': 'Agent!Pass42' });
    fireEvent.click(screen.getByRole('button', { name: 'Create the agent' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(callsOf(fetchMock)[0]).toMatchObject({
      url: '/api/backoffice/agents/',
      method: 'POST',
      body: { username: 'sub_1', email: 'sub@example.com', password: 'Agent!Pass42' },
    });
    await waitFor(() => expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe(''));
  });

  it('is placed by the owner under an agent, or at the top in a currency; refusals show on their field', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ currency: [{ code: 'invalid_currency', message: 'Unknown currency.' }] }, 400),
    );
    renderInConsole(<NewAgentForm isOwner currency="EUR" agents={[agent(3, 'north', 'TND')]} />);
    fill({ ...VALID, 'Currency of their balance': 'xyz' });
    fireEvent.click(screen.getByRole('button', { name: 'Create the agent' }));
    expect(await screen.findByText("This currency is not one of the site's.")).toBeTruthy();
    expect(callsOf(fetchMock)[0]!.body).toEqual({
      username: 'sub_1',
      email: 'sub@example.com',
      password: 'Agent!Pass42',
      currency: 'XYZ',
    });

    fetchMock.mockResolvedValueOnce(jsonResponse({ ...agent(10, 'sub_1', 'TND'), parent_id: 3 }, 201));
    fill({ Under: '3' });
    // Under an agent, the currency is that agent's: no field for it.
    expect(screen.queryByLabelText('Currency of their balance')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create the agent' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(callsOf(fetchMock)[1]!.body).toEqual({
      username: 'sub_1',
      email: 'sub@example.com',
      password: 'Agent!Pass42',
      parent_id: 3,
    });
  });
});

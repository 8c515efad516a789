import { configureApiClient } from '@casino/api-client';
import type { AgentActivity, AgentCommissionPayment, AgentSummary, Staff } from '@casino/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentStaffContext } from '@/lib/current-staff';
import { queryClient } from '@/lib/query-client';
import { jsonResponse, testStaff } from '@/test/fixtures';
import { renderInConsole } from '@/test/render';
import AgentsPage from './agents-page';

const fetchMock = vi.fn<typeof fetch>();

const sub: AgentSummary = {
  id: 8,
  username: 'south',
  email: 'south@example.com',
  parent_id: 7,
  parent_username: 'olga',
  currency: 'EUR',
  balance: 12.34,
  players: 3,
  commission_rate: 5,
  is_banned: false,
  created_at: '2026-01-01T00:00:00Z',
};

const figures = {
  currency: 'EUR',
  deposits: 100,
  withdrawals: 10,
  bets: 1,
  stakes: 50,
  wins: 4,
  ggr: 46,
  bonus_cost: 5,
};
const activity: AgentActivity = {
  agent: { id: 7, username: 'olga', commission_rate: 12.5 },
  from: '2026-03-01',
  to: '2026-03-17',
  players: [
    { ...figures, id: 41, username: 'winner', agent_id: 7, ngr: 41 },
    { ...figures, id: 42, username: 'far', agent_id: 8, ngr: -3 },
  ],
  totals: [{ ...figures, ngr: 38 }],
  commission: [{ currency: 'EUR', ngr: 41, rate: 12.5, amount: 5.12 }],
};

const payment: AgentCommissionPayment = {
  id: 1,
  agent_id: 7,
  currency: 'EUR',
  from: '2026-02-01',
  to: '2026-02-28',
  ngr: 41,
  rate: 12.5,
  amount: 5.12,
  paid_by: 1,
  paid_by_username: 'boss',
  paid_at: '2026-03-18T08:00:00Z',
};

/** Answers each call by its path. */
function serve(routes: Record<string, unknown>) {
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://console.test').pathname;
    return path in routes
      ? jsonResponse(routes[path])
      : jsonResponse({ code: 'not_found', message: 'Not found.' }, 404);
  });
}

function renderAs(staff: Staff) {
  return renderInConsole(
    <CurrentStaffContext.Provider value={staff}>
      <AgentsPage />
    </CurrentStaffContext.Provider>,
  );
}

beforeEach(() => {
  queryClient.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({});
});

describe('the agents screen', () => {
  it("shows an agent their sub-agents, their tree's activity, their commission and their referral sites", async () => {
    serve({
      '/api/backoffice/agents/': [sub],
      '/api/backoffice/agents/activity/': activity,
      '/api/backoffice/agents/7/commission/payments/': { results: [] },
      '/api/backoffice/referral-sites/': { results: [] },
    });
    renderAs(testStaff({ id: 7, username: 'olga', role: 'A' }));
    const agents = await screen.findByTestId('agents-rows');
    expect(await within(agents).findByText('south')).toBeTruthy();
    const commission = await screen.findByTestId('commission');
    expect(commission.textContent).toContain('5.12');
    const players = screen.getByTestId('activity-players');
    expect(
      within(players)
        .getAllByRole<HTMLTableRowElement>('row')
        .map((row) => row.cells[1]!.textContent),
    ).toEqual(['Direct', 'south']);
    expect(screen.getByText('No referral site yet.')).toBeTruthy();
    // The agent reads their own payments; only the owner pays.
    expect(await screen.findByText('No commission paid yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    // An agent reads the rate; only the owner sets it.
    expect(screen.queryByRole('button', { name: 'Save the rate' })).toBeNull();
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked.find((url) => url.includes('/activity/'))).not.toContain('agent_id');
  });

  it('lets the owner look at the first agent and set their rate, with no referral sites of their own', async () => {
    serve({
      '/api/backoffice/agents/': [{ ...sub, id: 7, username: 'olga', parent_id: null }, sub],
      '/api/backoffice/agents/activity/': activity,
      '/api/backoffice/agents/7/commission/payments/': {
        results: [{ ...payment, from: activity.from, to: activity.to }],
      },
    });
    renderAs(testStaff({ role: 'O' }));
    expect(await screen.findByRole('button', { name: 'Save the rate' })).toBeTruthy();
    expect((screen.getByLabelText('Commission rate of olga (%)') as HTMLInputElement).value).toBe('12.5');
    // The period shown is paid: marked so, listed, and not offered again.
    expect((await screen.findByTestId('commission-paid')).textContent).toContain('Paid');
    expect(within(screen.getByTestId('commission-payments')).getAllByRole('row')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked.find((url) => url.includes('/activity/'))).toContain('agent_id=7');
    expect(asked.some((url) => url.includes('referral-sites'))).toBe(false);
  });
});

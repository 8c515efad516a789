import { configureApiClient } from '@casino/api-client';
import type { AgentActivity, AgentCommissionPayment } from '@casino/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { callsOf, jsonResponse } from '@/test/fixtures';
import { renderInConsole } from '@/test/render';
import { CommissionSection } from './commission-section';

vi.mock('@casino/ui/toast', () => ({ notify: vi.fn() }));
const { notify } = await import('@casino/ui/toast');
const fetchMock = vi.fn<typeof fetch>();

/** A past month: over, so payable. */
const activity: AgentActivity = {
  agent: { id: 12, username: 'north', commission_rate: 12.5 },
  from: '2026-02-01',
  to: '2026-02-28',
  players: [],
  totals: [],
  commission: [
    { currency: 'EUR', ngr: 46, rate: 12.5, amount: 5.75 },
    { currency: 'TND', ngr: -3, rate: 12.5, amount: 0 },
  ],
};
const paid: AgentCommissionPayment = {
  id: 3,
  agent_id: 12,
  currency: 'EUR',
  from: '2026-02-01',
  to: '2026-02-28',
  ngr: 46,
  rate: 12.5,
  amount: 5.75,
  paid_by: 1,
  paid_by_username: 'boss',
  paid_at: '2026-03-02T09:30:00Z',
};
/** A text with the non-breaking spaces of formatted money as plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');
const toasts = () => vi.mocked(notify).mock.calls.map(([text, tone]) => [plain(String(text)), tone]);
const PAYMENTS = '/api/backoffice/agents/12/commission/payments/';

/** Answers the payments list with `results`, and a payment with `answer`. */
function serve(results: AgentCommissionPayment[], answer: { body: unknown; status: number }) {
  fetchMock.mockImplementation(async (_input, init) =>
    init?.method === 'POST' ? jsonResponse(answer.body, answer.status) : jsonResponse({ results }),
  );
}

function renderSection(props: Partial<Parameters<typeof CommissionSection>[0]> = {}) {
  return renderInConsole(<CommissionSection activity={activity} isOwner meId={1} agentCurrency="EUR" {...props} />);
}

beforeEach(() => {
  queryClient.clear();
  fetchMock.mockReset();
  vi.mocked(notify).mockClear();
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({});
});

describe("the owner's commission payment", () => {
  it('names the amount, agent, currency and period before paying, and sends no amount', async () => {
    serve([], { body: { ...paid, balance: 105.75 }, status: 201 });
    renderSection();
    const cards = await screen.findByTestId('commission');
    // Nothing is due in TND: only the EUR card can be paid.
    const pay = await within(cards).findByRole('button', { name: 'Pay' });
    expect(within(cards).getAllByRole('button', { name: 'Pay' })).toHaveLength(1);
    expect(await screen.findByText('No commission paid yet.')).toBeTruthy();

    fireEvent.click(pay);
    const dialog = await screen.findByRole('dialog');
    expect(plain(dialog.textContent)).toContain(
      'Pay EUR 5.75 to north: their commission in EUR from 2026-02-01 to 2026-02-28.',
    );
    fireEvent.click(within(dialog).getByTestId('confirm'));
    await waitFor(() => expect(callsOf(fetchMock).some((call) => call.method === 'POST')).toBe(true));
    expect(callsOf(fetchMock).find((call) => call.method === 'POST')).toMatchObject({
      url: PAYMENTS,
      body: { from: '2026-02-01', to: '2026-02-28', currency: 'EUR' },
    });
    await waitFor(() => expect(toasts()).toEqual([['EUR 5.75 paid to north.', 'success']]));
  });

  it('shows a paid period as paid, with no Pay, and lists it', async () => {
    serve([paid], { body: {}, status: 500 });
    renderSection();
    const badge = await screen.findByTestId('commission-paid');
    expect(badge.textContent).toContain('Paid');
    expect(badge.textContent).toContain('by boss');
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    const rows = within(screen.getByTestId('commission-payments')).getAllByRole('row');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('2026-02-01 – 2026-02-28');
  });

  it('offers no Pay for a period overlapping a paid one, or in another currency than the balance', async () => {
    serve([{ ...paid, from: '2026-01-15', to: '2026-02-01' }], { body: {}, status: 500 });
    const view = renderSection();
    expect(await screen.findByText('Part of this period is already paid (2026-01-15 to 2026-02-01).')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    view.unmount();

    queryClient.clear();
    serve([], { body: {}, status: 500 });
    renderSection({ agentCurrency: 'USD' });
    expect(await screen.findByText("Not payable here: north's balance is in USD.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  it('says why a payment was refused', async () => {
    serve([], { body: { code: 'already_exists', message: 'Already paid.' }, status: 409 });
    renderSection({ agentCurrency: 'EUR' });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('confirm'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('This period, or part of it, is already paid.', 'error'));
  });

  it('shows an agent their own payments without a Pay, and asks none for a sub-agent', async () => {
    serve([], { body: {}, status: 500 });
    renderSection({ isOwner: false, meId: 12 });
    expect(await screen.findByText('No commission paid yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();

    fetchMock.mockClear();
    queryClient.clear();
    renderSection({ isOwner: false, meId: 99, agentCurrency: 'USD' });
    await screen.findAllByTestId('commission');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

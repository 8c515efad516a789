import type { TradingEventSummary } from '@casino/contracts';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '@/test/render';
import { EventsTable } from './events-table';

const none = { suspended: false, suspendedMarkets: [], status: null, statusSince: null, result: null, revision: 0 };
const summary = (change: Partial<TradingEventSummary>): TradingEventSummary => ({
  id: '1',
  sport: 'football',
  sportName: 'Football',
  league: 'Premier Division',
  category: 'England',
  name: 'Rovers - United',
  startsAt: '2026-03-04T18:00:00.000Z',
  live: false,
  state: 'upcoming',
  override: none,
  liability: 0,
  ...change,
});

function show(events: TradingEventSummary[]) {
  renderInConsole(
    <MemoryRouter initialEntries={['/trading']}>
      <EventsTable events={events} />
    </MemoryRouter>,
  );
}

describe('the events table', () => {
  it('shows each event with its league, sport, state and liability, and links to its page', () => {
    show([
      summary({ id: '300', name: 'Lions - Tigers', live: true, state: 'live', liability: 1234.5 }),
      summary({ id: '428', state: 'held', override: { ...none, status: 'postponed' } }),
      summary({ id: '556', override: { ...none, suspended: true } }),
      summary({ id: '684', override: { ...none, suspendedMarkets: ['1x2', 'total:2.5'] } }),
    ]);
    const live = within(screen.getByTestId('event-300'));
    expect(live.getByRole('link', { name: 'Lions - Tigers' }).getAttribute('href')).toBe('/events/300');
    expect(live.getByText('England · Premier Division')).toBeTruthy();
    expect(live.getByText('Live')).toBeTruthy();
    expect(live.getByText('1,234.50')).toBeTruthy();
    const held = within(screen.getByTestId('event-428'));
    expect([held.getByText('On hold'), held.getByText('Postponed'), held.getByText('0.00')]).toHaveLength(3);
    expect(within(screen.getByTestId('event-556')).getByText('Suspended')).toBeTruthy();
    expect(within(screen.getByTestId('event-684')).getByText('Markets suspended: 2')).toBeTruthy();
  });

  it('says so when no event matches', () => {
    show([]);
    expect(screen.getByText('No event matches.')).toBeTruthy();
  });
});

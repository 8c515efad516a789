import { describe, expect, it } from 'vitest';
import type { FeedEventSummary, FeedMarket } from './contracts';
import { applyUpdate, findMarket, getEvent, putEvent, putSummaries } from './feed-store';

const market = (id: string, odds: number, status: FeedMarket['status'] = 'open'): FeedMarket => ({
  id,
  type: id.split(':')[0]!,
  name: id,
  group: 'main',
  status,
  outcomes: status === 'closed' ? [] : [{ id: 'home', name: 'Home', odds }],
});

const summary = (id: string): FeedEventSummary => ({
  id,
  sport: 1,
  sportKey: 'football',
  categoryId: 'c',
  category: 'England',
  tournamentId: 't',
  tournament: 'Premier Division',
  name: 'Home - Away',
  home: 'Home',
  away: 'Away',
  startsAt: new Date().toISOString(),
  state: 'live',
  main: market('1x2', 2),
  markets: 2,
});

describe('the event store', () => {
  it('merges a stream update into the markets and the main market', () => {
    putEvent({ ...summary('1'), groups: [], all: [market('1x2', 2), market('total:2.5', 1.9)] });
    applyUpdate({
      seq: 2,
      at: '',
      events: [{ id: '1', state: 'live', markets: [market('1x2', 2.2), market('btts', 1.7)] }],
    });
    const entry = getEvent('1')!;
    expect(entry.markets!.map((m) => [m.id, m.outcomes[0]?.odds])).toEqual([
      ['1x2', 2.2],
      ['total:2.5', 1.9],
      ['btts', 1.7],
    ]);
    expect(entry.summary.main?.outcomes[0]?.odds).toBe(2.2);
    expect(findMarket('1', 'total:2.5')?.outcomes[0]?.odds).toBe(1.9);
  });

  it('replaces them on a full message, and counts what is open', () => {
    applyUpdate({
      seq: 9,
      at: '',
      full: true,
      events: [{ id: '1', state: 'live', markets: [market('1x2', 2.4), market('total:2.5', 0, 'closed')] }],
    });
    const entry = getEvent('1')!;
    expect(entry.markets!.map((m) => m.id)).toEqual(['1x2', 'total:2.5']);
    expect(entry.summary.markets).toBe(1);
  });

  it('keeps the markets it knows when a list brings the summary again', () => {
    putSummaries([{ ...summary('1'), main: market('1x2', 1.5) }]);
    expect(getEvent('1')!.summary.main?.outcomes[0]?.odds).toBe(2.4);
    applyUpdate({ seq: 10, at: '', events: [{ id: 'unknown', state: 'live', markets: [] }] });
    expect(getEvent('unknown')).toBeUndefined();
  });
});

import type { TradingEventDetail } from '@casino/contracts';
import { configureApiClient } from '@casino/api-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { callsOf, jsonResponse } from '@/test/fixtures';
import { renderInConsole } from '@/test/render';
import { ResultForm } from './result-form';

const fetchMock = vi.fn<typeof fetch>();

const event = (change: Partial<TradingEventDetail> = {}): TradingEventDetail => ({
  id: '4242',
  sport: 'ice-hockey',
  sportName: 'Ice hockey',
  league: 'Premier League',
  category: 'Finland',
  name: 'Lynx - Bears',
  home: 'Lynx',
  away: 'Bears',
  startsAt: '2026-03-04T18:00:00.000Z',
  live: false,
  state: 'finished',
  override: { suspended: false, suspendedMarkets: [], status: null, statusSince: null, result: null, revision: 0 },
  liability: 0,
  resultShape: { kind: 'score', periods: 3, overtime: 'until-decided' },
  result: null,
  markets: [],
  liabilityByMarket: [],
  ...change,
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  queryClient.clear();
  fetchMock.mockReset();
  configureApiClient({});
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => jsonResponse({ ...event().override, revision: 1 }));
});

describe('the result form', () => {
  it('turns a score by periods and its overtime into the result the API takes, once confirmed', async () => {
    renderInConsole(<ResultForm event={event()} />);
    for (const [n, home, away] of [
      [1, '1', '0'],
      [2, '0', '1'],
      [3, '2', '2'],
    ] as const) {
      type(`Period ${n}: Lynx`, home);
      type(`Period ${n}: Bears`, away);
    }
    fireEvent.click(screen.getByTestId('result-submit'));
    expect(screen.getByRole('alert').textContent).toContain('A level game goes on after regular time');
    fireEvent.click(screen.getByLabelText(/Play went on after regular time/));
    type('After regular time: Lynx', '1');
    type('After regular time: Bears', '0');
    fireEvent.click(screen.getByTestId('result-submit'));
    expect(screen.getByRole('dialog').textContent).toContain('Lynx - Bears: 4–3 (1–0, 0–1, 2–2 + 1–0)');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('confirm'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(callsOf(fetchMock)[0]).toMatchObject({
      url: '/api/backoffice/sportsbook/events/4242/result/',
      method: 'POST',
      body: {
        result: {
          kind: 'score',
          periods: [
            { home: 1, away: 0 },
            { home: 0, away: 1 },
            { home: 2, away: 2 },
          ],
          overtime: { home: 1, away: 0 },
        },
      },
    });
  });

  it('corrects a result that stands, warning that the tickets are settled again', async () => {
    const standing = {
      kind: 'score' as const,
      periods: [
        { home: 1, away: 0 },
        { home: 0, away: 0 },
        { home: 1, away: 0 },
      ],
    };
    renderInConsole(
      <ResultForm
        event={event({ state: 'settled', result: standing, override: { ...event().override, result: standing } })}
      />,
    );
    expect(screen.getByText('Result entered: 2–0 (1–0, 0–0, 1–0).')).toBeTruthy();
    expect((screen.getByLabelText('Period 1: Lynx') as HTMLInputElement).value).toBe('1');
    type('Period 2: Bears', '3');
    fireEvent.click(screen.getByRole('button', { name: 'Correct the result' }));
    expect(screen.getByRole('dialog').textContent).toContain('will be settled again');
    fireEvent.click(screen.getByTestId('confirm'));
    await waitFor(() =>
      expect(callsOf(fetchMock)[0]?.body).toMatchObject({ result: { periods: [{}, { away: 3 }, {}] } }),
    );
  });

  it("takes a field's strokes for golf, and a tennis match's sets", async () => {
    const field = [
      { id: 'g1', name: 'Ann Lee' },
      { id: 'g2', name: 'Bo Kim' },
    ];
    const { unmount } = renderInConsole(
      <ResultForm event={event({ sport: 'golf', name: 'Oakmont Open', resultShape: { kind: 'field', field } })} />,
    );
    type('Strokes of Ann Lee', '270');
    type('Strokes of Bo Kim', '271');
    fireEvent.click(screen.getByTestId('result-submit'));
    fireEvent.click(screen.getByTestId('confirm'));
    await waitFor(() =>
      expect(callsOf(fetchMock)[0]?.body).toEqual({
        result: { kind: 'field', strokes: { g1: 270, g2: 271 }, winner: 'g1' },
      }),
    );
    unmount();
    renderInConsole(<ResultForm event={event({ sport: 'tennis', resultShape: { kind: 'sets', bestOf: 3 } })} />);
    type('Set 1: Lynx', '6');
    type('Set 1: Bears', '4');
    type('Set 2: Lynx', '7');
    type('Set 2: Bears', '5');
    fireEvent.click(screen.getByTestId('result-submit'));
    fireEvent.click(screen.getByTestId('confirm'));
    await waitFor(() =>
      expect(callsOf(fetchMock)[1]?.body).toEqual({
        result: {
          kind: 'sets',
          sets: [
            { home: 6, away: 4 },
            { home: 7, away: 5 },
          ],
        },
      }),
    );
  });

  it("shows the book's refusal with its reason", async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ code: 'invalid_request', message: 'ice-hockey: overtime goes on until one side wins' }, 400),
    );
    renderInConsole(
      <ResultForm event={event({ resultShape: { kind: 'score', periods: 3, overtime: 'may-end-level' } })} />,
    );
    for (const n of [1, 2, 3]) {
      type(`Period ${n}: Lynx`, '1');
      type(`Period ${n}: Bears`, '0');
    }
    fireEvent.click(screen.getByTestId('result-submit'));
    fireEvent.click(screen.getByTestId('confirm'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The sportsbook refused this: ice-hockey: overtime goes on until one side wins',
    );
  });
});

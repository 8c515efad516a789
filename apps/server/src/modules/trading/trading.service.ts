import type { TradingResult } from '@casino/contracts';
import type { SportsbookClient } from '../sports/index.js';
import { createOperatorClient } from './trading.client.js';

export type TradingService = ReturnType<typeof createTradingService>;

/**
 * Sportsbook trading for the back office (issue #25): the in-house sportsbook's events, their
 * suspension, results, voids and holds, its liability and settings, through its operator API.
 * Each use case answers the sportsbook's answer (its status and body) for the route to send.
 */
export function createTradingService(deps: {
  sportsbook: { url: string; operatorKey?: string | undefined };
  /** The sportsbook's HTTP client; by default one to `sportsbook.url`. */
  client?: SportsbookClient;
}) {
  const operator = createOperatorClient({
    url: deps.sportsbook.url,
    ...(deps.sportsbook.operatorKey ? { operatorKey: deps.sportsbook.operatorKey } : {}),
    ...(deps.client ? { client: deps.client } : {}),
  });
  const change = (id: string, action: string, body: unknown = {}) =>
    operator.call({ method: 'POST', path: `/events/${id}/${action}`, body });

  return {
    /** The events list, filtered (TradingEventsQuery). */
    events: (query: Record<string, string | number | undefined>) =>
      operator.call({ method: 'GET', path: '/events', query }),
    /** One event with its markets, result and liability, named in `lang`. */
    event: (id: string, lang?: string) => operator.call({ method: 'GET', path: `/events/${id}`, query: { lang } }),

    /**
     * What the audit log keeps as an event's state before a change: its state, what the operator
     * had changed and its liability (null when the sportsbook cannot say: the change answers why).
     */
    async stateBefore(id: string): Promise<unknown> {
      const answer = await operator.call({ method: 'GET', path: `/events/${id}` }).catch(() => undefined);
      if (answer?.status !== 200) return null;
      const { state, override, liability } = answer.body as Record<string, unknown>;
      return { state, override, liability };
    },

    /** Stops bets on the whole event, or on one market of it. */
    suspend: (id: string, marketId?: string) => change(id, 'suspend', marketId ? { market_id: marketId } : {}),
    /** Takes bets again on the whole event (and all its markets), or on one market. */
    resume: (id: string, marketId?: string) => change(id, 'resume', marketId ? { market_id: marketId } : {}),
    /** Enters or corrects the result: the sportsbook settles, or settles again, the event's tickets on it. */
    enterResult: (id: string, result: TradingResult) => change(id, 'result', { result }),
    /** Voids the event: every leg on it settles at odds 1.00. */
    voidEvent: (id: string) => change(id, 'void'),
    /** Postponed or cancelled: its bets wait 48 hours for its return or a result, then are void. */
    hold: (id: string, status: 'postponed' | 'cancelled') => change(id, 'hold', { status }),
    /** A held (or void) event back: its bets stand and settle on its result. */
    reinstate: (id: string) => change(id, 'reinstate'),

    /** What the book stands to pay on open tickets, per event and market (one event's when named). */
    liability: (eventId?: string) => operator.call({ method: 'GET', path: '/liability', query: { event_id: eventId } }),
    /** The book's margins, live delay, stake and liability limits; and a change of some of them. */
    settings: () => operator.call({ method: 'GET', path: '/settings' }),
    updateSettings: (patch: Record<string, number | undefined>) =>
      operator.call({ method: 'PUT', path: '/settings', body: patch }),

    /** Closes the kept-alive connections (the platform is stopping). */
    close: () => operator.close(),
  };
}

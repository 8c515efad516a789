import type { TradingResultShape } from '@casino/contracts';
import type { FeedEvent } from '../../feed/feed.calendar.js';
import { sportByKey, type SportKey } from '../../feed/feed.sports.js';
import type { Overtime } from '../../markets/markets.read.js';

/**
 * What a result of each score sport is made of, as its markets read it (src/markets: football's
 * two halves, hockey's three periods and so on; operator.result-shape.test.ts holds the two
 * together): the trading screen builds its result form from it.
 */
const SCORE_SPORTS: Partial<Record<SportKey, { periods: number; overtime: Overtime }>> = {
  football: { periods: 2, overtime: 'never' },
  handball: { periods: 2, overtime: 'never' },
  'ice-hockey': { periods: 3, overtime: 'until-decided' },
  basketball: { periods: 4, overtime: 'until-decided' },
  'american-football': { periods: 4, overtime: 'may-end-level' },
  baseball: { periods: 9, overtime: 'until-decided' },
};

/** The shape of the event's result: a score by periods, sets up to its format, or its field's strokes. */
export function resultShapeOf(event: FeedEvent): TradingResultShape {
  if (event.kind === 'field') return { kind: 'field', field: event.field.map(({ id, name }) => ({ id, name })) };
  const score = SCORE_SPORTS[event.sport];
  if (score) return { kind: 'score', ...score };
  return { kind: 'sets', bestOf: event.bestOf ?? sportByKey(event.sport).bestOf ?? 3 };
}

import { AppError } from '../../lib/app-error.js';
import {
  createSportsbookClient,
  type ProviderAnswer,
  ProviderUnreachableError,
  type SportsbookClient,
} from '../sports/index.js';

export interface OperatorCall {
  method: 'GET' | 'POST' | 'PUT';
  /** After `/api/operator` on the sportsbook: `/events/12/suspend`. */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

const unavailable = (message: string) => new AppError('provider_unavailable', 503, message);

const hasCode = (body: unknown) =>
  typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string';

/**
 * The sportsbook's operator API, called with the platform's key (config.sportsbook.operatorKey),
 * which never leaves the server. A refusal of the sportsbook (event_not_found, invalid_request…)
 * is answered as it came; a sportsbook that cannot be reached, refuses the key, fails, or has no
 * key configured is provider_unavailable (503): the trader can do nothing about it but wait.
 */
export function createOperatorClient(options: { url: string; operatorKey?: string; client?: SportsbookClient }) {
  // Operator calls are few; a result entered settles in the sportsbook's own time, not in this call.
  const client = options.client ?? createSportsbookClient({ url: options.url, timeoutMs: 15_000, maxSockets: 8 });

  return {
    async call(call: OperatorCall): Promise<ProviderAnswer> {
      if (!options.operatorKey)
        throw unavailable('No operator key of the sportsbook is configured (SPORTSBOOK_OPERATOR_KEY).');
      let answer: ProviderAnswer;
      try {
        answer = await client.call({ ...call, path: `/api/operator${call.path}`, token: options.operatorKey });
      } catch (error) {
        if (error instanceof ProviderUnreachableError)
          throw unavailable('The sportsbook is not available. Try again later.');
        throw error;
      }
      if (answer.status === 401 || answer.status === 403)
        throw unavailable("The sportsbook refused the platform's operator key (SPORTSBOOK_OPERATOR_KEY).");
      if (answer.status >= 500 || (answer.status >= 300 && !hasCode(answer.body)))
        throw unavailable('The sportsbook could not answer. Try again later.');
      return answer;
    },

    /** Closes the kept-alive connections (the platform is stopping). */
    close: () => client.close(),
  };
}

export type OperatorClient = ReturnType<typeof createOperatorClient>;

import http from 'node:http';
import https from 'node:https';
import { PLATFORM_PROOF_HEADER } from '@casino/service-kit';

/** What the provider answered: its HTTP status and its JSON body, as they came. */
export interface ProviderAnswer {
  status: number;
  body: unknown;
}

/** The provider could not be reached, did not answer in time, or answered something that is not JSON. */
export class ProviderUnreachableError extends Error {}

export interface ProviderCall {
  method: 'GET' | 'POST' | 'PUT';
  /** From the provider's root: `/api/c/ticket/placement`. */
  path: string;
  query?: Record<string, string | number | undefined>;
  /** A POST's or a PUT's JSON body (`{}` when absent). */
  body?: unknown;
  /** The provider session: `Authorization: Bearer <token>`. */
  token?: string;
}

export interface SportsbookClientOptions {
  /** Where the platform reaches the provider (SPORTSBOOK_URL). */
  url: string;
  /** A live ticket is answered after its acceptance delay: well within SPEC §9's 30 s. */
  timeoutMs?: number;
  /** The platform's proof (service-kit's platformProof), sent on every call. */
  proof?: string;
  maxSockets?: number;
}

export type SportsbookClient = ReturnType<typeof createSportsbookClient>;

const RETRIED = new Set(['ECONNRESET', 'EPIPE']);
class StaleSocketError extends Error {}

/**
 * Integration C's HTTP client: JSON over node:http with a keep-alive agent, so that every
 * player's calls share a few warm connections instead of a handshake each.
 */
export function createSportsbookClient(options: SportsbookClientOptions) {
  const base = options.url.replace(/\/+$/, '');
  const secure = base.startsWith('https:');
  const agentOptions = { keepAlive: true, maxSockets: options.maxSockets ?? 256, scheduling: 'lifo' as const };
  const agent = secure ? new https.Agent(agentOptions) : new http.Agent(agentOptions);
  const timeoutMs = options.timeoutMs ?? 30_000;

  function send(url: URL, method: string, headers: http.OutgoingHttpHeaders, payload: string | undefined) {
    return new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = (secure ? https : http).request(url, { method, headers, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      });
      const timer = setTimeout(() => request.destroy(new ProviderUnreachableError('timeout')), timeoutMs);
      request.on('close', () => clearTimeout(timer));
      request.on('error', (error: NodeJS.ErrnoException) =>
        // A kept-alive socket the provider closed while it was idle fails at once, before the
        // provider read anything: the call is sent again once, on a fresh socket.
        reject(request.reusedSocket && RETRIED.has(error.code ?? '') ? new StaleSocketError() : error),
      );
      request.end(payload);
    });
  }

  return {
    /** Sends one call; throws ProviderUnreachableError when no JSON answer comes back. */
    async call(call: ProviderCall): Promise<ProviderAnswer> {
      const url = new URL(`${base}${call.path}`);
      for (const [name, value] of Object.entries(call.query ?? {}))
        if (value !== undefined) url.searchParams.set(name, String(value));
      const payload = call.method === 'GET' ? undefined : JSON.stringify(call.body ?? {});
      const headers: http.OutgoingHttpHeaders = { accept: 'application/json' };
      if (options.proof) headers[PLATFORM_PROOF_HEADER] = options.proof;
      if (payload !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = Buffer.byteLength(payload);
      }
      if (call.token) headers.authorization = `Bearer ${call.token}`;
      let answer: { status: number; text: string };
      try {
        answer = await send(url, call.method, headers, payload).catch((error: unknown) => {
          if (error instanceof StaleSocketError) return send(url, call.method, headers, payload);
          throw error;
        });
      } catch (error) {
        throw new ProviderUnreachableError(`sportsbook unreachable: ${(error as Error).message}`);
      }
      try {
        return { status: answer.status, body: JSON.parse(answer.text) as unknown };
      } catch {
        throw new ProviderUnreachableError(`sportsbook answered ${answer.status} without JSON`);
      }
    },

    /** Closes the kept-alive connections (the platform is stopping). */
    close: () => agent.destroy(),
  };
}

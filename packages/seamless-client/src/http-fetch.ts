import http from 'node:http';
import https from 'node:https';

/**
 * The little of `fetch` the client uses (a POST, then the status and the text), over
 * node:http with keep-alive agents: the global fetch (undici's streams, Headers and
 * AbortSignal plumbing) cost two to three times the CPU per call (bench/sportsbook), and a
 * provider makes thousands of calls a second. A socket the platform closed while idle fails
 * its next call, which the client retries with the same body.
 */
export function createHttpFetch(maxSockets = 256): typeof fetch {
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets, scheduling: 'lifo' }),
    'https:': new https.Agent({ keepAlive: true, maxSockets, scheduling: 'lifo' }),
  };
  return ((url: string, init: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const target = new URL(url);
      const client = target.protocol === 'https:' ? https : http;
      const request = client.request(
        target,
        {
          method: init.method ?? 'GET',
          headers: init.headers as http.OutgoingHttpHeaders,
          agent: agents[target.protocol as keyof typeof agents],
          ...(init.signal ? { signal: init.signal } : {}),
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: response.statusCode ?? 0, text: async () => text } as Response);
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(typeof init.body === 'string' ? init.body : undefined);
    })) as typeof fetch;
}

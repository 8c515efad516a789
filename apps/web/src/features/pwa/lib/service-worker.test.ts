import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import source from '../../../sw.js?raw';

// src/sw.js is a plain script, served as it is (as /sw.js): run it in a context of its own with a stand-in
// `self`, and test its routing rule (a top-level function of the script) and its handlers.
const ORIGIN = 'https://casino.example';

function loadWorker() {
  const handlers = new Map<string, (event: unknown) => void>();
  const context = {
    URL,
    Request: class {
      constructor(
        readonly url: string,
        readonly init: unknown,
      ) {}
    },
    caches: {},
    self: {
      location: { origin: ORIGIN },
      addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    },
  };
  runInNewContext(source, context);
  const routeFor = (context as unknown as Record<string, (...args: string[]) => string>).routeFor!;
  return {
    handlers,
    context,
    route: (url: string, method = 'GET', mode = 'cors') => routeFor(method, new URL(url, ORIGIN).href, mode, ORIGIN),
  };
}

describe('service worker routing', () => {
  const { route } = loadWorker();

  it("caches Vite's hashed files as they are fetched", () => {
    expect(route('/assets/B9mnA5w.js', 'GET', 'no-cors')).toBe('asset');
    expect(route('/assets/index-dAMsMEfa.css')).toBe('asset');
  });

  it('serves the shell from its cache', () => {
    for (const path of ['/manifest.webmanifest', '/icons/icon-192.png', '/offline.html', '/index.html']) {
      expect(route(path)).toBe('shell');
    }
  });

  it('takes pages from the network first, with the offline page as fallback', () => {
    expect(route('/', 'GET', 'navigate')).toBe('page');
    expect(route('/slots/casino?game=1', 'GET', 'navigate')).toBe('page');
  });

  it('never touches the API, the content, the providers, other origins or anything but GET', () => {
    const never = [
      ['/api/settings/', 'GET', 'cors'],
      ['/api/accounts/login/', 'POST', 'cors'],
      ['/api/games/launch/', 'GET', 'navigate'],
      ['/slide/1.webp', 'GET', 'no-cors'],
      ['/carousel/top.jpg', 'GET', 'no-cors'],
      ['/content/images/banner.png', 'GET', 'no-cors'],
      ['/services/seamless/balance', 'POST', 'cors'],
      ['/frontend-service/v1/events', 'GET', 'cors'],
      ['/seamless/bet', 'POST', 'cors'],
      ['/providers/studio/round', 'GET', 'cors'],
      ['/sandbox/pay/1', 'GET', 'navigate'],
      ['/backoffice/', 'GET', 'navigate'],
      ['/assets/B9mnA5w.js', 'POST', 'cors'],
      ['/assets/B9mnA5w.js', 'HEAD', 'cors'],
      ['https://studio.example/assets/a.js', 'GET', 'cors'],
      ['http://127.0.0.1:8081/game/index.html', 'GET', 'navigate'],
      ['/sw.js', 'GET', 'cors'],
      ['/skins/dark.css', 'GET', 'no-cors'],
    ] as const;
    for (const [url, method, mode] of never) expect(route(url, method, mode), `${method} ${url}`).toBe('network');
  });

  it('answers only the requests it routes, a page with the offline page when the network is down', async () => {
    const { handlers, context } = loadWorker();
    const offline = { offline: true };
    Object.assign(context, { fetch: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    Object.assign(context.caches, {
      match: vi.fn(async (url: string) => (url === '/offline.html' ? offline : undefined)),
    });
    const respondWith = vi.fn();
    const fetchEvent = (url: string, method = 'GET', mode = 'cors') => ({
      request: { url: new URL(url, ORIGIN).href, method, mode },
      respondWith,
    });
    handlers.get('fetch')!(fetchEvent('/api/user/'));
    handlers.get('fetch')!(fetchEvent('/api/payments/', 'POST'));
    expect(respondWith).not.toHaveBeenCalled();
    handlers.get('fetch')!(fetchEvent('/slots/casino', 'GET', 'navigate'));
    expect(respondWith).toHaveBeenCalledOnce();
    await expect(respondWith.mock.calls[0]![0]).resolves.toBe(offline);
  });

  it('names its caches after the build and deletes the others on activate', async () => {
    const { handlers, context } = loadWorker();
    const deleted: string[] = [];
    Object.assign(context.caches, {
      keys: async () => ['shell-__BUILD__', 'assets-__BUILD__', 'shell-0123456789ab', 'assets-0123456789ab'],
      delete: async (name: string) => deleted.push(name),
    });
    Object.assign(context.self, { clients: { claim: async () => {} } });
    let done: Promise<unknown> = Promise.resolve();
    handlers.get('activate')!({ waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
    expect(deleted).toEqual(['shell-0123456789ab', 'assets-0123456789ab']);
  });
});

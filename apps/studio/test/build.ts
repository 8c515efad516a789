import { startFakePlatform } from '@casino/seamless-client/testing';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createServices } from '../src/services.js';
import { createTestDatabase } from './database.js';

/** The studio on a database of its own, talking to a fake platform, driven through app.inject. */
export async function build() {
  const database = await createTestDatabase();
  const platform = await startFakePlatform();
  // Shifted by `offsetMs`, or stopped at `stoppedAt` for a test that needs an exact instant.
  const clock: { offsetMs: number; stoppedAt?: number } = { offsetMs: 0 };
  const now = () => new Date(clock.stoppedAt ?? Date.now() + clock.offsetMs);
  const config = loadConfig({
    PUBLIC_URL: 'http://studio.test',
    PLATFORM_URL: platform.url,
    WALLET_SECRET: platform.secret,
    DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
    CLIENT_DIST: '/nonexistent',
  });
  const services = createServices({
    config,
    db: database.db,
    now,
    wallet: { timeoutMs: 150, attempts: 3, backoffMs: 5 },
  });
  const app = await buildApp({ config, db: database.db, services });
  await app.ready();

  /** Launches a game and returns the session id the client would read from the fragment. */
  async function launch(gameId: string, query: string) {
    const response = await app.inject({ method: 'GET', url: `/play/${gameId}?${query}` });
    const location = String(response.headers.location ?? '');
    return { response, location, session: /#session=([\w-]+)/.exec(location)?.[1] };
  }
  const client = (session: string) => ({
    state: () => app.inject({ method: 'GET', url: '/api/client/state', headers: { 'x-studio-session': session } }),
    play: (input: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/client/rounds',
        headers: { 'x-studio-session': session },
        payload: { input },
      }),
    history: () => app.inject({ method: 'GET', url: '/api/client/rounds', headers: { 'x-studio-session': session } }),
    rotate: (clientSeed?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/client/seed',
        headers: { 'x-studio-session': session },
        payload: clientSeed === undefined ? {} : { clientSeed },
      }),
  });

  return {
    app,
    db: database.db,
    services,
    platform,
    clock,
    launch,
    client,
    async close() {
      await app.close();
      await platform.close();
      await database.drop();
    },
  };
}

export type TestStudio = Awaited<ReturnType<typeof build>>;

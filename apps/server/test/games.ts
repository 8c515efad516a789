import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RoleCode } from '@casino/contracts';
import { build, type BuildOptions, type TestApp } from './build.js';
import { userWithRole } from './payments.js';

/** A studio catalogue entry, as `GET /api/catalogue` lists it. */
export interface StudioEntry {
  id: string;
  name: string;
  type: 'slot' | 'table' | 'live' | 'virtual';
  category: string;
  rtp: number;
  volatility?: string;
  hasDemo: boolean;
  image: string;
  minBet: number;
  maxBet: number;
}

const entry = (id: string, type: StudioEntry['type'], category: string, hasDemo = true): StudioEntry => ({
  id,
  name: id
    .split('-')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' '),
  type,
  category,
  rtp: 96.5,
  ...(type === 'slot' ? { volatility: 'medium' } : {}),
  hasDemo,
  image: `http://studio.test/images/${id}.svg`,
  minBet: 0.1,
  maxBet: 100,
});

export const STUDIO_GAMES: StudioEntry[] = [
  entry('lucky-clover', 'slot', 'videoSlots'),
  entry('neon-nights', 'slot', 'videoSlots'),
  entry('european-roulette', 'table', 'roulette'),
  entry('jacks-or-better', 'table', 'videoPoker'),
  entry('live-roulette', 'live', 'roulette', false),
];

/** A studio that serves its catalogue over HTTP and can be taken down or made to answer nonsense. */
export async function startFakeStudio(games: unknown[] = STUDIO_GAMES) {
  const state = { games, status: 200, requests: 0 };
  const server: Server = createServer((request, response) => {
    state.requests += 1;
    if (request.url !== '/api/catalogue') {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(state.status, { 'content-type': 'application/json' })
      .end(JSON.stringify({ games: state.games }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStudio = Awaited<ReturnType<typeof startFakeStudio>>;

export const STUDIO_PUBLIC_URL = 'http://studio.public.test';

/** The platform pointed at a fake studio, its catalogue synced once. */
export async function setUpGames(options: BuildOptions = {}) {
  const studio = await startFakeStudio();
  const t = await build({
    ...options,
    env: { STUDIO_URL: studio.url, STUDIO_PUBLIC_URL: STUDIO_PUBLIC_URL, ...options.env },
  });
  await t.services.games.registerProviders();
  const synced = await t.services.games.catalogue.syncProvider('studio');
  if (!synced.ok) throw new Error(synced.error);
  return {
    t,
    studio,
    user: (role: RoleCode = 'P', cash = 0) => userWithRole(t, role, 'EUR', cash),
    async close() {
      await t.close();
      await studio.close();
    },
  };
}

export type GamesWorld = Awaited<ReturnType<typeof setUpGames>>;
export type { TestApp };

import { toMinor, toMinorCeil } from '@casino/contracts';
import { z } from 'zod';
import { type GameProviderAdapter, type ProviderGame, ProviderUnavailableError } from './provider.js';

/** One entry of the studio's `GET /api/catalogue` (`{ games: [...] }`). */
const StudioGame = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,100}$/),
  name: z.string().min(1).max(200),
  type: z.enum(['slot', 'table', 'live', 'virtual']),
  category: z.string().min(1).max(60),
  rtp: z.number().min(0).max(100).nullable().optional(),
  volatility: z.string().max(40).nullable().optional(),
  hasDemo: z.boolean(),
  image: z.url(),
  minBet: z.number().nonnegative(),
  maxBet: z.number().positive(),
  description: z.string().max(2000).optional(),
});

export interface StudioProviderOptions {
  /** Where the platform reaches the studio (server to server). */
  url: string;
  /** Where the player's browser reaches the studio (the game frame). */
  publicUrl: string;
  walletSecret: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const STUDIO = { code: 'studio', name: 'Studio' } as const;

/** The in-house studio, integrated exactly as a third-party provider would be. */
export function createStudioProvider(options: StudioProviderOptions): GameProviderAdapter {
  const fetchImpl = options.fetch ?? fetch;
  const base = options.url.replace(/\/$/, '');
  const publicBase = options.publicUrl.replace(/\/$/, '');
  const play = (gameId: string, query: Record<string, string>) =>
    `${publicBase}/play/${encodeURIComponent(gameId)}?${new URLSearchParams(query).toString()}`;

  return {
    code: STUDIO.code,
    name: STUDIO.name,
    walletSecret: options.walletSecret,

    async fetchCatalogue(): Promise<ProviderGame[]> {
      let body: unknown;
      try {
        const response = await fetchImpl(`${base}/api/catalogue`, {
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
          headers: { accept: 'application/json' },
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        body = await response.json();
      } catch (error) {
        throw new ProviderUnavailableError(`studio catalogue unreachable: ${(error as Error).message}`);
      }
      const list = z.object({ games: z.array(z.unknown()) }).safeParse(body);
      if (!list.success) throw new ProviderUnavailableError('studio catalogue is not a list of games');
      // One malformed entry must not take the whole catalogue down with it.
      return list.data.games.flatMap((entry) => {
        const game = StudioGame.safeParse(entry);
        if (!game.success || game.data.maxBet < game.data.minBet) return [];
        const g = game.data;
        return [
          {
            gameId: g.id,
            name: g.name,
            description: g.description ?? '',
            type: g.type,
            category: g.category,
            producer: { code: STUDIO.code, name: STUDIO.name },
            rtp: g.rtp ?? null,
            volatility: g.volatility ?? null,
            hasDemo: g.hasDemo,
            // Free spins are played on slots: the studio's slot client shows them.
            hasFreeSpins: g.type === 'slot',
            image: g.image,
            imageDesktop: g.image,
            minBet: toMinorCeil(g.minBet),
            maxBet: toMinor(g.maxBet),
          },
        ];
      });
    },

    realSessionUrl: ({ gameId, token, lang }) => play(gameId, { mode: 'real', token, lang }),
    demoSessionUrl: ({ gameId, currency, lang }) => play(gameId, { mode: 'demo', currency, lang }),
  };
}

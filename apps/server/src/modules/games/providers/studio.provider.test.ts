import { describe, expect, it } from 'vitest';
import { startFakeStudio, STUDIO_GAMES } from '../../../../test/games.js';
import { ProviderUnavailableError } from './provider.js';
import { createStudioProvider } from './studio.provider.js';

const options = { publicUrl: 'https://games.example/', walletSecret: 'x'.repeat(32) };

describe('the studio adapter', () => {
  it('builds the real and demo session addresses of the studio', () => {
    const studio = createStudioProvider({ ...options, url: 'http://127.0.0.1:1' });
    expect(studio.realSessionUrl({ gameId: 'lucky-clover', token: 'tok/en+', lang: 'ar', clientType: 'mobile' })).toBe(
      'https://games.example/play/lucky-clover?mode=real&token=tok%2Fen%2B&lang=ar',
    );
    expect(studio.demoSessionUrl({ gameId: 'lucky-clover', currency: 'TND', lang: 'fr' })).toBe(
      'https://games.example/play/lucky-clover?mode=demo&currency=TND&lang=fr',
    );
  });

  it('reads the catalogue in minor units, min bet ceiled', async () => {
    const fake = await startFakeStudio([{ ...STUDIO_GAMES[0], minBet: 0.105, maxBet: 99.999 }]);
    try {
      const [game] = await createStudioProvider({ ...options, url: fake.url }).fetchCatalogue();
      expect(game).toMatchObject({ gameId: 'lucky-clover', minBet: 11, maxBet: 9999, hasFreeSpins: true });
    } finally {
      await fake.close();
    }
  });

  it('reports a studio that cannot be reached, or is too slow, as unavailable', async () => {
    const refused = createStudioProvider({ ...options, url: 'http://127.0.0.1:1' });
    await expect(refused.fetchCatalogue()).rejects.toBeInstanceOf(ProviderUnavailableError);
    const hanging = createStudioProvider({
      ...options,
      url: 'http://127.0.0.1:1',
      timeoutMs: 50,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    });
    await expect(hanging.fetchCatalogue()).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

import { type GameType, SEAMLESS } from '@casino/contracts';
import { signedHeaders as signed } from './seamless-headers.js';
import type { TestApp } from './build.js';

/** Acts as a game provider: registers itself and sends signed seamless-wallet calls. */
export async function createProvider(t: TestApp, code = 'studio', secret = `secret-of-${code}-0123456789abcdef`) {
  await t.services.seamless.registerProvider({ code, name: code, secret });

  function signedHeaders(body: string, options: { timestamp?: number; secret?: string; provider?: string } = {}) {
    const timestamp = options.timestamp ?? Math.floor(t.clock.now().getTime() / 1000);
    return signed(options.provider ?? code, options.secret ?? secret, body, timestamp);
  }

  type SignOptions = Parameters<typeof signedHeaders>[1];

  /** Sends `body` as it is, signed; `contentType` replaces JSON's. */
  function send(path: string, body: string, options: SignOptions & { contentType?: string } = {}) {
    const { contentType, ...signing } = options;
    return t.app.inject({
      method: 'POST',
      url: `${SEAMLESS.prefix}/${path}`,
      payload: body,
      headers: { ...signedHeaders(body, signing), ...(contentType ? { 'content-type': contentType } : {}) },
    });
  }

  async function call(path: string, payload: unknown, options: SignOptions = {}) {
    const response = await send(path, JSON.stringify(payload), options);
    return {
      status: response.statusCode,
      body: response.json() as Record<string, unknown> & { code?: string; balance?: number },
    };
  }

  return {
    code,
    signedHeaders,
    send,
    call,
    /** Puts the provider's games in the catalogue (one producer of its own name), of the types given. */
    async catalogue(games: { id: string; type: GameType }[] = [{ id: 'test-game', type: 'slot' }]) {
      await t.db
        .insertInto('game_producers')
        .values({ code, name: code, integrations: [code] })
        .onConflict((conflict) => conflict.column('code').doNothing())
        .execute();
      await t.db
        .insertInto('games')
        .values(
          games.map((game) => ({
            integration: code,
            producer: code,
            game_id: game.id,
            name: game.id,
            image: '',
            image_desktop: '',
            game_type: game.type,
            category: 'videoSlots',
            has_demo: false,
            min_bet: 0,
            max_bet: 1_000_000,
          })),
        )
        .onConflict((conflict) =>
          conflict
            .columns(['integration', 'game_id'])
            .doUpdateSet((eb) => ({ game_type: eb.ref('excluded.game_type') })),
        )
        .execute();
    },
    /** A launch token for the player, as the game-session call would issue it. */
    launch: (userId: number, gameId = 'test-game') => t.services.seamless.issueLaunchToken(userId, code, gameId),
    bet: (player: number, tx: string, amount: number, round = `r-${tx}`, gameId = 'test-game') =>
      call('bet', { transaction_id: tx, round_id: round, player_id: String(player), game_id: gameId, amount }),
    win: (player: number, tx: string, bet: string, amount: number, round = `r-${bet}`, roundClosed = false) =>
      call('win', {
        transaction_id: tx,
        round_id: round,
        player_id: String(player),
        bet_transaction_id: bet,
        amount,
        round_closed: roundClosed,
      }),
    rollback: (player: number, tx: string, bet: string, round = `r-${bet}`) =>
      call('rollback', { transaction_id: tx, round_id: round, player_id: String(player), bet_transaction_id: bet }),
  };
}

let deposits = 0;

/** Puts money on a player's cash balance through the ledger, as a confirmed deposit would. */
export async function fund(t: TestApp, userId: number, amountMinor: number) {
  deposits += 1;
  return t.services.wallet.deposit({
    key: `test-deposit-${userId}-${deposits}-${Date.now()}`,
    userId,
    amount: amountMinor,
    paymentRef: 'test',
  });
}

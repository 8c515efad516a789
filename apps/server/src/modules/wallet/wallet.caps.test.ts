import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build.js';
import { insertPlayer } from '../../../test/players.js';
import { fund } from '../../../test/provider.js';
import { reconcile } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
  // With the default settings the terms' daily cap (25 000 TND, about 7 462 EUR) is always
  // below the maximum win (25 000 EUR); a maximum win of 1 000 EUR lets both caps show.
  const stored = await t.services.settings.readStored();
  await t.services.settings.writeStored({ ...stored, limits: { ...stored.limits, maxWin: 100_000 } });
});
afterAll(() => t.close());

let n = 0;
const ref = (userId: number) => ({ userId, provider: 'studio', round: `round-${++n}`, bet: `bet-${n}` });
const win = (player: number, amount: number, stake: { cash: number; bonus: number }, now = new Date()) =>
  t.services.wallet.creditWin({ key: `w-${player}-${++n}`, ...ref(player), amount, stake, now });

describe('win caps', () => {
  it('caps one win at the maximum win and says so', async () => {
    const player = await insertPlayer(t);
    await fund(t, player, 10_000);
    const bet = await t.services.wallet.placeBet({ key: `b-${player}`, ...ref(player), amount: 1_000 });
    expect(await win(player, 150_000, bet.split)).toMatchObject({ credited: 100_000, capped: true });
    expect(await win(player, 99_999, bet.split)).toMatchObject({ credited: 99_999, capped: false });
    expect((await t.services.wallet.getPlayerBalances(player))?.cash).toBe(9_000 + 100_000 + 99_999);
  });

  it("caps the day's net winnings at the terms' maximum, then pays nothing more that day", async () => {
    const player = await insertPlayer(t);
    await fund(t, player, 10_000);
    const stake = (await t.services.wallet.placeBet({ key: `b2-${player}`, ...ref(player), amount: 100 })).split;
    // 25 000 TND of net winnings a day, at 3.35 TND per EUR: 746 268 EUR cents.
    const cap = Math.floor(2_500_000 / 3.35);
    for (let i = 0; i < 7; i += 1) expect((await win(player, 100_000, stake)).credited).toBe(100_000);
    // Net so far: 700 000 won − 100 staked; what is left of the cap is paid, no more.
    expect(await win(player, 100_000, stake)).toMatchObject({ credited: cap - 699_900, capped: true });
    expect(await win(player, 500, stake)).toMatchObject({ credited: 0, capped: true });
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await win(player, 500, stake, tomorrow)).toMatchObject({ credited: 500, capped: false });
    expect((await reconcile(t.db)).ok).toBe(true);
  });

  it('refuses stakes under the minimum bet and over the maximum bet', async () => {
    const player = await insertPlayer(t);
    await fund(t, player, 700_000);
    await expect(
      t.services.wallet.placeBet({ key: `big-${player}`, ...ref(player), amount: 300_001 }),
    ).rejects.toMatchObject({ code: 'transaction_limit' });
    // No stake is not a bet: free spins move no money and never ask for one.
    await expect(
      t.services.wallet.placeBet({ key: `zero-${player}`, ...ref(player), amount: 0 }),
    ).rejects.toMatchObject({ code: 'transaction_limit' });
    expect((await t.services.wallet.placeBet({ key: `min-${player}`, ...ref(player), amount: 1 })).split).toEqual({
      cash: 1,
      bonus: 0,
    });
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build.js';
import { signUpAndIn } from '../../../test/players.js';
import { createProvider, fund } from '../../../test/provider.js';
import { reconcile } from '../wallet/index.js';

/**
 * A batch starts while the one before is committing (decision 014). Whatever both touch
 * must wait for that commit: here a bet on a round that the committing batch closes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await build();
  // The COMMIT of a batch that records a 'slow-' transaction takes 400 ms.
  await sql`CREATE FUNCTION slow_commit() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM pg_sleep(0.4); RETURN NULL; END $$`.execute(t.db);
  await sql`CREATE CONSTRAINT TRIGGER slow_commit AFTER INSERT ON provider_transactions DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW WHEN (NEW.transaction_id LIKE 'slow-%') EXECUTE FUNCTION slow_commit()`.execute(t.db);
});
afterAll(async () => {
  expect((await reconcile(t.db)).ok).toBe(true);
  await t.close();
});

it('refuses a bet on a round that a batch still committing has closed', async () => {
  const provider = await createProvider(t);
  const { user } = await signUpAndIn(t);
  await provider.launch(user.id);
  await fund(t, user.id, 10_000);
  expect(await provider.bet(user.id, 'first-bet', 10, 'shared-round')).toMatchObject({ status: 200 });

  const closing = provider.win(user.id, 'slow-win', 'first-bet', 30, 'shared-round', true);
  await new Promise((resolve) => setTimeout(resolve, 150));
  // The win's batch is committing: the next batch runs meanwhile, and its bet waits for it.
  const late = await provider.bet(user.id, 'late-bet', 10, 'shared-round');
  expect(await closing).toMatchObject({ status: 200, body: { amount: 30 } });
  expect(late).toMatchObject({ status: 409, body: { code: 'round_closed' } });
  expect((await t.services.wallet.getPlayerBalances(user.id))!.cash).toBe(10_000 - 1_000 + 3_000);
});

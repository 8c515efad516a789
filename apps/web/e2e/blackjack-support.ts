import { createFairRng } from '@casino/fair';
import pg from 'pg';
import { replayRound } from '../../studio/src/engines/table/blackjack/blackjack.replay';
import { cardPoints } from '../../studio/src/engines/table/blackjack/blackjack.rules';
import { runDatabase, sql } from './cashier-support';

/** One statement against this run's studio database (the platform's, named with `_studio`: local-provider.ts). */
export async function studioSql(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const url = new URL(runDatabase().url);
  url.pathname = `${url.pathname}_studio`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/**
 * Makes the player's next blackjack round deal a pair of 2s to 9s (no ace up) whose split
 * leaves both hands to play: searches a client seed under which the committed server seed
 * deals it, and sets it, as a player choosing their client seed would (without rotating).
 * The game must be open (its launch commits the server seed).
 */
export async function arrangeSplit(username: string, bet: number): Promise<void> {
  const { rows } = await studioSql(
    `SELECT s.id, s.server_seed, s.nonce FROM studio_seeds s
      JOIN studio_sessions p ON p.player_key = s.player_key
     WHERE p.username = $1 AND p.mode = 'real' AND s.active
     ORDER BY p.created_at DESC LIMIT 1`,
    [username],
  );
  const seed = rows[0] as { id: string; server_seed: string; nonce: string };
  for (let i = 0; i < 100_000; i++) {
    const clientSeed = `journey-split-${i}`;
    const round = (actions: ('split' | 'stand')[]) =>
      replayRound(createFairRng(seed.server_seed, clientSeed, Number(seed.nonce)), bet, actions);
    const dealt = round([]);
    const [first, second] = dealt.hands[0]!.cards.map(cardPoints);
    if (dealt.phase !== 'player' || first !== second || first! < 2 || first! > 9) continue;
    if (round(['split', 'stand']).phase !== 'player') continue; // the second hand waits for its decision too
    await studioSql('UPDATE studio_seeds SET client_seed = $1 WHERE id = $2', [clientSeed, seed.id]);
    return;
  }
  throw new Error('no client seed deals a pair to split');
}

/** What the platform's ledger moved for one studio round, in minor units, by kind. */
export async function ledgerOf(roundId: string): Promise<Record<string, number>> {
  const { rows } = await sql(
    'SELECT kind, sum(amount)::bigint AS total, count(*)::int AS n FROM wallet_transfers WHERE round_ref = $1 GROUP BY kind',
    [roundId],
  );
  return Object.fromEntries(rows.map((row: { kind: string; total: string }) => [row.kind, Number(row.total)]));
}

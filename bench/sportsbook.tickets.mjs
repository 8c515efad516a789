// bench/sportsbook (b)'s faster way to open 100,000 tickets on one event: what the
// sportsbook's placement does (apps/sportsbook/src/modules/tickets/placement.service.ts),
// in bulk and without its HTTP front. Each ticket is a copy of a ticket the sportsbook
// itself accepted on the same selection through HTTP (same type, stake, odds, flags), for
// another player and request id; it is claimed pending with its leg and liability, its stake
// is taken by a real signed seamless-wallet `bet` call to the platform with the transaction
// and round ids the sportsbook derives from its install id (so that settlement's wins and the
// platform's reconcile name that very bet), and it is accepted with its signed receipt, or
// rejected with its liability freed if the platform refused the bet. The sportsbook's own
// helpers (walletIds, liabilityRows, receipts) are imported, not copied.
import path from 'node:path';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { createProviderClient, percentile } from './wallet.load.mjs';

const CHUNK = 2_000;

async function sportsbookHelpers(root) {
  const from = (file) => tsImport(path.join(root, 'apps/sportsbook/src', file), import.meta.url);
  const [outbox, model, receipt] = await Promise.all([
    from('modules/outbox/outbox.service.ts'),
    from('modules/tickets/tickets.model.ts'),
    from('modules/tickets/tickets.receipt.ts'),
  ]);
  return {
    walletIds: outbox.walletIds,
    liabilityRows: model.liabilityRows,
    ticketOf: model.ticketOf,
    receiptText: receipt.receiptText,
    signReceipt: receipt.signReceipt,
  };
}

/**
 * Opens `count` tickets on the event of `eventId`: ticket i for `playerOf(i)` copies the
 * HTTP-placed ticket on outcome `outcomeOf(i)`. Bets go `concurrency` at a time.
 * Returns how many were accepted, the rate, the bet calls' latencies and refusals.
 */
export async function placeDirect(
  root,
  { sportsbookUrl, platformPort, secret, eventId, count, playerOf, outcomeOf, tag, concurrency },
) {
  const helpers = await sportsbookHelpers(root);
  const db = new pg.Client({ connectionString: sportsbookUrl });
  await db.connect();
  const call = createProviderClient({ port: platformPort, provider: 'sportsbook', secret, connections: concurrency });
  try {
    const { rows: keyRows } = await db.query('SELECT install_id, private_key FROM sb_keys WHERE id = 1');
    const { install_id: install, private_key: privateKey } = keyRows[0];
    // One accepted ticket per outcome, as the sportsbook made it: the templates.
    const { rows: templateRows } = await db.query(
      `SELECT DISTINCT ON (l.outcome_id) t.*, l.market_id, l.outcome_id, l.odds
       FROM sb_tickets t JOIN sb_ticket_legs l ON l.ticket_id = t.id
       WHERE l.event_id = $1 AND t.state = 'accepted' AND t.type = 'single'
       ORDER BY l.outcome_id, t.id`,
      [eventId],
    );
    const templates = new Map(templateRows.map((row) => [row.outcome_id, row]));
    const { rows: jobs } = await db.query('SELECT 1 FROM sb_event_jobs WHERE event_id = $1', [eventId]);
    if (!jobs.length)
      throw new Error(`event ${eventId} has no settlement job: place a ticket on it through HTTP first`);

    const latencies = [];
    const refusals = {};
    let accepted = 0;
    const started = process.hrtime.bigint();
    for (let first = 0; first < count; first += CHUNK) {
      const size = Math.min(CHUNK, count - first);
      const wanted = Array.from({ length: size }, (_, j) => {
        const i = first + j;
        const template = templates.get(outcomeOf(i));
        if (!template) throw new Error(`no ticket placed through HTTP on outcome ${outcomeOf(i)} of ${eventId}`);
        return { player: String(playerOf(i).id), requestId: `bench-${tag}-${i}`, template };
      });
      // The claim: pending tickets, their legs and their liability, in one transaction.
      await db.query('BEGIN');
      const { rows: claimed } = await db.query(
        `INSERT INTO sb_tickets (player_id, currency, request_id, type, system_name, sizes, lines, stake, free_bet_id,
                                 accept_odds, live, state)
         SELECT v.player_id, t.currency, v.request_id, t.type, t.system_name, t.sizes, t.lines, t.stake, NULL,
                t.accept_odds, t.live, 'pending'
         FROM unnest($1::text[], $2::text[], $3::bigint[]) AS v(player_id, request_id, template)
         JOIN sb_tickets t ON t.id = v.template
         RETURNING *`,
        [wanted.map((w) => w.player), wanted.map((w) => w.requestId), wanted.map((w) => w.template.id)],
      );
      const byRequest = new Map(wanted.map((w) => [w.requestId, w]));
      const tickets = claimed.map((row) => {
        const { template } = byRequest.get(row.request_id);
        const ticket = { ...row, id: Number(row.id), stake: Number(row.stake) };
        const leg = {
          ticket_id: ticket.id,
          idx: 0,
          event_id: eventId,
          market_id: template.market_id,
          outcome_id: template.outcome_id,
          odds: template.odds,
          outcome: null,
          outcome_revision: 0,
        };
        return { ticket, leg };
      });
      await db.query(
        `INSERT INTO sb_ticket_legs (ticket_id, idx, event_id, market_id, outcome_id, odds)
         SELECT * FROM unnest($1::bigint[], $2::smallint[], $3::text[], $4::text[], $5::text[], $6::int[])`,
        [
          tickets.map((t) => t.leg.ticket_id),
          tickets.map(() => 0),
          tickets.map(() => eventId),
          tickets.map((t) => t.leg.market_id),
          tickets.map((t) => t.leg.outcome_id),
          tickets.map((t) => t.leg.odds),
        ],
      );
      const liability = (rows, sign) => {
        const sums = new Map();
        for (const { ticket, leg } of rows)
          for (const row of helpers.liabilityRows(helpers.ticketOf(ticket, [leg]), sign)) {
            const key = `${row.market_id}\u0000${row.outcome_id}`;
            const sum = sums.get(key) ?? { ...row, stakes: 0, payout: 0 };
            sum.stakes += row.stakes;
            sum.payout += row.payout;
            sums.set(key, sum);
          }
        return [...sums.values()];
      };
      const addLiability = (rows) =>
        db.query(
          `INSERT INTO sb_liability (event_id, market_id, outcome_id, stakes, payout)
           SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::bigint[])
           ON CONFLICT (event_id, market_id, outcome_id) DO UPDATE
             SET stakes = sb_liability.stakes + excluded.stakes, payout = sb_liability.payout + excluded.payout`,
          [
            rows.map((r) => r.event_id),
            rows.map((r) => r.market_id),
            rows.map((r) => r.outcome_id),
            rows.map((r) => r.stakes),
            rows.map((r) => r.payout),
          ],
        );
      await addLiability(liability(tickets, 1));
      await db.query('COMMIT');

      // The stakes, through the platform's seamless wallet.
      const results = new Array(tickets.length);
      let next = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < tickets.length) {
            const k = next++;
            const { ticket } = tickets[k];
            const ids = helpers.walletIds(install, ticket.id);
            const result = await call('bet', {
              transaction_id: ids.bet,
              round_id: ids.round,
              player_id: ticket.player_id,
              game_id: 'sportsbook',
              amount: ticket.stake / 100,
            });
            latencies.push(result.ms);
            results[k] = { ...result, acceptedAt: new Date() };
          }
        }),
      );

      // Accepted with a signed receipt, or rejected with the liability freed.
      const ok = tickets.flatMap((t, k) =>
        results[k].status === 200 ? [{ ...t, acceptedAt: results[k].acceptedAt }] : [],
      );
      const refused = tickets.filter((_, k) => results[k].status !== 200);
      for (const result of results)
        if (result.status !== 200) {
          const code = `${result.status} ${/"code":"(\w+)"/.exec(result.body)?.[1] ?? ''}`.trim();
          refusals[code] = (refusals[code] ?? 0) + 1;
        }
      await db.query('BEGIN');
      await db.query(
        `UPDATE sb_tickets AS t SET state = 'accepted', signature = v.signature, accepted_at = v.accepted_at
         FROM unnest($1::bigint[], $2::text[], $3::timestamptz[]) AS v(id, signature, accepted_at)
         WHERE t.id = v.id AND t.state = 'pending'`,
        [
          ok.map((t) => t.ticket.id),
          ok.map((t) => helpers.signReceipt(privateKey, helpers.receiptText(t.ticket, [t.leg], t.acceptedAt))),
          ok.map((t) => t.acceptedAt),
        ],
      );
      if (refused.length) {
        await db.query(
          `UPDATE sb_tickets SET state = 'rejected', reject_code = 'bench_refused' WHERE id = ANY($1::bigint[])`,
          [refused.map((t) => t.ticket.id)],
        );
        await addLiability(liability(refused, -1));
      }
      await db.query('COMMIT');
      accepted += ok.length;
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const sorted = latencies.sort((a, b) => a - b);
    return {
      tickets: accepted,
      seconds: Math.round(seconds * 100) / 100,
      perSec: Math.round(accepted / seconds),
      betP50Ms: Math.round(percentile(sorted, 0.5) * 100) / 100,
      betP99Ms: Math.round(percentile(sorted, 0.99) * 100) / 100,
      refusals,
    };
  } finally {
    await db.end();
  }
}

// bench/sportsbook (b): settlement of many open tickets on one event (see bench/sportsbook.mjs).
import pg from 'pg';
import { CONCURRENCY, OPERATOR_KEY, SECRET, query, round, say, sleep } from './sportsbook.common.mjs';
import { startMeters } from './sportsbook.cpu.mjs';
import { runPlacements } from './sportsbook.load.mjs';
import { operator } from './sportsbook.setup.mjs';
import { placeDirect } from './sportsbook.tickets.mjs';

// A 1-1 draw: the draw tickets win, the others lose (a zero win, which closes their round).
const RESULT = {
  kind: 'score',
  periods: [
    { home: 1, away: 0 },
    { home: 0, away: 1 },
  ],
};
export /** (b): opens the tickets on one event, enters its result and waits for every ticket and credit. */
async function benchSettlement(root, { seconds, tickets, event, players, client, ports, urls, pids }) {
  const [{ lo }] = await query(urls.sportsbook, 'SELECT coalesce(max(id), 0) + 1 AS lo FROM sb_tickets');
  const outcomes = event.selections.map((selection) => selection.outcome_id);
  // Placement on one hot event, through HTTP (every ticket's liability adds to the same three outcomes).
  say(`(b) placing on event ${event.eventId} through HTTP for ${seconds} s`);
  let n = 0;
  const hot = await runPlacements({
    client,
    concurrency: CONCURRENCY,
    seconds,
    warmupSeconds: 1,
    pickPlayer: () => players[Math.floor(Math.random() * players.length)],
    pickSelection: () => event.selections[n++ % 3],
    tag: 'hot',
    startMeter: () => startMeters(pids),
  });
  const count = async () =>
    Number(
      (
        await query(urls.sportsbook, `SELECT count(*) AS n FROM sb_tickets WHERE id >= $1 AND state = 'accepted'`, [lo])
      )[0].n,
    );
  const viaHttp = await count();
  const rest = Math.max(0, tickets - viaHttp);
  say(`(b) ${viaHttp} tickets through HTTP; opening ${rest} more in bulk`);
  const direct = await placeDirect(root, {
    sportsbookUrl: urls.sportsbook,
    platformPort: ports.platform,
    secret: SECRET,
    eventId: event.eventId,
    count: rest,
    playerOf: (i) => players[i % players.length],
    outcomeOf: (i) => outcomes[i % outcomes.length],
    tag: 'bulk',
    concurrency: CONCURRENCY,
  });
  const open = await count();
  // The platform's calls of this event's tickets: their round ids are `<install>-<ticket id>`.
  const ofTickets = `provider = 'sportsbook' AND status_code = 200 AND split_part(round_id, '-', 2)::bigint >= ${Number(lo)}`;
  const [{ n: platformBets }] = await query(
    urls.platform,
    `SELECT count(*) AS n FROM provider_transactions WHERE ${ofTickets} AND kind = 'bet'`,
  );

  // Statistics as autovacuum would have taken them by now (a bench database server may run without it).
  await query(urls.sportsbook, 'ANALYZE sb_tickets, sb_ticket_legs, sb_liability, sb_event_jobs, sb_wallet_ops');
  await query(
    urls.platform,
    'ANALYZE provider_transactions, provider_rounds, wallet_operations, wallet_transfers, wallet_accounts',
  );

  // The result, then every ticket settled and every credit acknowledged.
  say(`(b) ${open} open tickets on event ${event.eventId}; entering its result`);
  const monitor = new pg.Client({ connectionString: urls.sportsbook });
  await monitor.connect();
  const meter = startMeters(pids);
  const resultAt = Date.now();
  await operator(ports.sportsbook, OPERATOR_KEY, 'POST', `/api/operator/events/${event.eventId}/result`, {
    result: RESULT,
  });
  const answeredMs = Date.now() - resultAt;
  let settledMs;
  let acknowledgedMs;
  const timeoutMs = Number(process.env.BENCH_SETTLE_TIMEOUT_SECONDS ?? 240) * 1000;
  try {
    while (Date.now() - resultAt < timeoutMs) {
      // Cheap reads only (the settlement is being measured): the event's job is deleted once
      // its every ticket is settled; the outbox's due calls are read through its partial index.
      const { rows } = await monitor.query(
        `SELECT (SELECT count(*) FROM sb_event_jobs WHERE event_id = $1) AS job,
                (SELECT count(*) FROM sb_wallet_ops WHERE state = 'pending') AS pending`,
        [event.eventId],
      );
      const elapsed = Date.now() - resultAt;
      if (Number(rows[0].job) === 0) settledMs ??= elapsed;
      if (settledMs !== undefined && Number(rows[0].pending) === 0) {
        acknowledgedMs = elapsed;
        break;
      }
      await sleep(250);
    }
    const cpu = meter(open);
    // What the tables say now, exactly.
    const [ticketsNow] = (
      await monitor.query(
        `SELECT count(*) AS accepted, count(*) FILTER (WHERE status = 'Wait') AS waiting,
                count(*) FILTER (WHERE status = 'Winner') AS winners, coalesce(sum(payout), 0) AS payout,
                extract(epoch FROM max(settled_at)) * 1000 AS last_settled
         FROM sb_tickets WHERE id >= $1 AND state = 'accepted'`,
        [lo],
      )
    ).rows;
    const [opsNow] = (
      await monitor.query(
        `SELECT count(*) AS ops, count(*) FILTER (WHERE state = 'done') AS done,
                count(*) FILTER (WHERE state = 'refused') AS refused, coalesce(sum(moved), 0) AS moved
         FROM sb_wallet_ops WHERE ticket_id >= $1`,
        [lo],
      )
    ).rows;
    const [platformNow] = await query(
      urls.platform,
      `SELECT count(*) FILTER (WHERE kind = 'win') AS wins,
              extract(epoch FROM max(created_at) FILTER (WHERE kind = 'win')) * 1000 AS last_win
       FROM provider_transactions WHERE ${ofTickets}`,
    );
    // The brief's count: every sportsbook win the platform holds (the placement tickets of (a) are still open).
    const [{ n: allWins }] = await query(
      urls.platform,
      `SELECT count(*) AS n FROM provider_transactions WHERE provider = 'sportsbook' AND kind = 'win' AND status_code = 200`,
    );
    const settled = Number(ticketsNow.waiting) === 0 && Number(ticketsNow.accepted) === open;
    const acknowledged = Number(opsNow.ops) === open && Number(opsNow.done) === open;
    return {
      tickets: open,
      placedThroughHttp: viaHttp,
      placedInBulk: direct.tickets,
      platformBets: Number(platformBets),
      hotEventPlacement: hot,
      bulkOpening: direct,
      resultAnsweredMs: answeredMs,
      settledSeconds: settled ? round((Number(ticketsNow.last_settled) - resultAt) / 1000) : null,
      settledSeenSeconds: settledMs === undefined ? null : round(settledMs / 1000),
      lastWinAtPlatformSeconds: platformNow.last_win ? round((Number(platformNow.last_win) - resultAt) / 1000) : null,
      allAcknowledgedSeconds:
        settled && acknowledged && acknowledgedMs !== undefined ? round(acknowledgedMs / 1000) : null,
      settledPerSec: acknowledgedMs ? Math.round(open / (acknowledgedMs / 1000)) : null,
      ticketsWaiting: Number(ticketsNow.waiting),
      winners: Number(ticketsNow.winners),
      payout: Number(ticketsNow.payout) / 100,
      walletOps: {
        total: Number(opsNow.ops),
        done: Number(opsNow.done),
        refused: Number(opsNow.refused),
        moved: Number(opsNow.moved) / 100,
      },
      platformWins: Number(allWins),
      platformWinsOfTheseTickets: Number(platformNow.wins),
      cpu,
    };
  } finally {
    await monitor.end();
  }
}

import type { Db } from '../../db/database.js';
import { rollbackOp } from './placement.service.js';
import { liabilityRows, ticketOf } from './tickets.model.js';
import * as repo from './tickets.repository.js';

// Longer than a placement can take: the live delay plus every attempt of the wallet client.
const STALE_AFTER_MS = 90_000;

/**
 * Tickets left pending by a placement that died (a crash between claiming the request id
 * and recording the wallet's answer) are refused and their bets rolled back: no ticket
 * exists without its stake and no stake without its ticket. A placement that was merely
 * slow finds its ticket taken and tells its player so; the rollback refunds the stake.
 */
export async function recoverPending(deps: { db: Db; now: () => Date; install: () => Promise<string> }) {
  const install = await deps.install();
  return deps.db.transaction().execute(async (tx) => {
    const stale = await repo.rejectStalePending(tx, new Date(deps.now().getTime() - STALE_AFTER_MS), 500);
    if (!stale.length) return 0;
    const legs = await repo.legsOf(
      tx,
      stale.map((t) => t.id),
    );
    for (const ticket of stale) {
      const own = legs.filter((leg) => leg.ticket_id === ticket.id);
      await repo.addLiability(tx, liabilityRows(ticketOf(ticket, own), -1));
    }
    await repo.insertOps(
      tx,
      deps.now(),
      stale.map((ticket) => rollbackOp(install, ticket.id)),
    );
    return stale.length;
  });
}

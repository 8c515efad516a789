import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/database.js';
import { AppError } from '../../../lib/app-error.js';
import { UNITS_PER_COIN } from './crypto.rates.js';
import * as repo from './crypto.repository.js';

export const MAX_BLOCKS_PER_MINE = 1000;

/**
 * The simulated chain the sandbox crypto processor watches: `send` puts a transfer in
 * the mempool, `mine` adds blocks (the first takes the mempool), then every transfer
 * with its coin's confirmations is handed to `settle` (the platform), one at a time.
 */
export function createCryptoChain<Settled>(deps: {
  db: Db;
  now: () => Date;
  settle: (transferId: number) => Promise<Settled | null>;
}) {
  return {
    /** Sends `amount` coins to an address (any address: the chain does not know whose it is). */
    async send(address: string, amount: number) {
      const units = Math.round(amount * UNITS_PER_COIN);
      if (!Number.isFinite(amount) || units <= 0 || !Number.isSafeInteger(units)) {
        throw new AppError('bad_request', 400, `Not an amount of coins: ${amount}.`);
      }
      const known = await repo.findAddress(deps.db, address);
      const transfer = await repo.insertTransfer(deps.db, {
        txid: randomBytes(32).toString('hex'),
        address,
        units,
        at: deps.now(),
      });
      return { txid: transfer.txid, address, amount: units / UNITS_PER_COIN, known: known !== undefined };
    },

    /** Mines blocks; returns the new height, the transfers it included, and what was settled. */
    async mine(blocks = 1) {
      if (!Number.isInteger(blocks) || blocks < 1 || blocks > MAX_BLOCKS_PER_MINE) {
        throw new AppError('bad_request', 400, `Mine 1 to ${MAX_BLOCKS_PER_MINE} blocks.`);
      }
      // One miner at a time: the height row's lock orders concurrent runs.
      const { height, included } = await deps.db.transaction().execute(async (tx) => {
        const before = await repo.lockHeight(tx);
        const included = await repo.includeMempool(tx, before + 1);
        await repo.setHeight(tx, before + blocks);
        return { height: before + blocks, included };
      });
      const settled: Settled[] = [];
      for (const { id } of await repo.listConfirmable(deps.db, height)) {
        const done = await deps.settle(id);
        if (done !== null) settled.push(done);
      }
      return { height, included, settled };
    },

    height: () => repo.readHeight(deps.db),
  };
}

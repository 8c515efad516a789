import { loadConfig } from '../config.js';
import { createDb } from '../db/database.js';
import { openConfiguredDatabase } from '../db/embedded.js';
import { reconcile } from '../modules/wallet/index.js';

/**
 * `npm run reconcile`: checks the ledger of the configured database (or of the embedded
 * one in DATA_DIR, whether or not a server is running on it). Prints the report as
 * JSON and exits 1 when anything does not add up.
 */
const config = loadConfig();
const database = await openConfiguredDatabase(config);
const db = createDb(database.url, 2);
let ok = false;
try {
  const report = await reconcile(db);
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  ok = report.ok;
} finally {
  await db.destroy();
  await database.stop();
}
process.exit(ok ? 0 : 1);

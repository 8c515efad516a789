import { loadConfig } from '../config.js';
import { createDb } from '../db/database.js';
import { openConfiguredDatabase } from '../db/embedded.js';
import { migrateToLatest } from '../db/migrate.js';
import { loadJwtSecret } from '../modules/settings/index.js';
import { createServices } from '../services.js';

const USAGE = `Usage:
  npm run chain -- send <address> <amount>   send coins to an address (enters the next block)
  npm run chain -- mine [blocks]             mine blocks (default 1); confirmed deposits are credited
  npm run chain -- height                    the chain's height`;

/**
 * `npm run chain`: drives the sandbox crypto processor's simulated chain on the
 * configured database (or the embedded one in DATA_DIR, whether or not a server is
 * running on it). Prints what happened as JSON; exits 2 on a usage error.
 */
const [command, ...args] = process.argv.slice(2);
const send = command === 'send' && args.length === 2;
const mine = command === 'mine' && args.length <= 1;
if (!send && !mine && command !== 'height') {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}

const config = loadConfig();
const database = await openConfiguredDatabase(config);
const db = createDb(database.url, 4);
let code = 0;
try {
  await migrateToLatest(db);
  const services = createServices({ config, db, jwtSecret: await loadJwtSecret(db, config.jwtSecret) });
  const chain = services.payments.chain;
  const result = send
    ? await chain.send(args[0]!, Number(args[1]))
    : mine
      ? await chain.mine(args[0] === undefined ? 1 : Number(args[0]))
      : { height: await chain.height() };
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  code = 1;
} finally {
  await db.destroy();
  await database.stop();
}
process.exit(code);

import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { backupPlatform } from '../db/backup.js';
import { openConfiguredDatabase } from '../db/embedded.js';

/**
 * `npm run backup [-- <directory>]`: writes a backup of the configured database (or of the
 * embedded one in DATA_DIR, whether or not a server is running on it), of the studio's and
 * the sportsbook's beside it, and of the identity documents kept on disk, into a new
 * directory named by time under `<directory>` (./backups by default). Exits 1 on failure,
 * leaving no partial backup behind (decision 048).
 */
let directory: string | undefined;
try {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length > 1) throw new Error('at most one directory');
  directory = positionals[0];
} catch (error) {
  process.stderr.write(`${(error as Error).message}\nUsage: npm run backup [-- <directory>]\n`);
  process.exit(2);
}
// npm runs this in apps/server; a relative path means one from where npm was run.
const into = path.resolve(process.env.INIT_CWD ?? process.cwd(), directory ?? 'backups');

const config = loadConfig();
const database = await openConfiguredDatabase(config);
let ok = false;
try {
  const say = (line: string) => process.stdout.write(`${line}\n`);
  say('Backing up …');
  const backup = await backupPlatform({
    databaseUrl: database.url,
    documentsDir: config.documentsDir,
    into,
    say,
  });
  if (config.documentsS3)
    say(`Identity documents are kept in the S3 bucket ${config.documentsS3.bucket}: back the bucket up on its own.`);
  say(`Backup written to ${backup.path}`);
  ok = true;
} catch (error) {
  process.stderr.write(`Backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
} finally {
  await database.stop();
}
process.exit(ok ? 0 : 1);

import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { restorePlatform } from '../db/backup.js';
import { openConfiguredDatabase } from '../db/embedded.js';

/**
 * `npm run restore -- <backup directory> [--force]`: restores a backup of `npm run backup`
 * into the configured database (or the embedded one in DATA_DIR), the studio's and the
 * sportsbook's beside it, and DATA_DIR/documents. They must be empty, or `--force` replaces
 * what they hold; no other client may be connected (stop the platform first). All or
 * nothing: a failure restores nothing, says why and exits 1 (decision 048).
 */
let from: string;
let force: boolean;
try {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean' } } });
  if (positionals.length !== 1) throw new Error('one backup directory, please');
  from = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
  force = values.force ?? false;
} catch (error) {
  process.stderr.write(`${(error as Error).message}\nUsage: npm run restore -- <backup directory> [--force]\n`);
  process.exit(2);
}

const config = loadConfig();
const database = await openConfiguredDatabase(config);
let ok = false;
try {
  const say = (line: string) => process.stdout.write(`${line}\n`);
  say(`Restoring ${from} …`);
  const summary = await restorePlatform({
    databaseUrl: database.url,
    documentsDir: config.documentsDir,
    from,
    force,
    say,
  });
  for (const skipped of summary.skipped)
    say(
      `The backup's ${skipped.name} (${skipped.files} files) were not restored: this server keeps them in S3. ` +
        `Upload them from ${path.join(from, skipped.name)} if they are not in the bucket.`,
    );
  say('Restored.');
  ok = true;
} catch (error) {
  process.stderr.write(`Restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
} finally {
  await database.stop();
}
process.exit(ok ? 0 : 1);

import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type DatabaseManifest,
  type DatabaseSource,
  databaseExists,
  dumpDatabase,
  ensureDatabase,
  openRestore,
} from './backup.database.js';
import { BackupError } from './backup.error.js';
import {
  backUpTree,
  FILE_MODE,
  type FileTreeManifest,
  holdsNoFile,
  makePrivateDir,
  stageTree,
} from './backup.files.js';

/**
 * A logical backup of an app's PostgreSQL databases and of directories of files, and its
 * restore (decision 048): each database copied table by table from one snapshot, restored by
 * the app's own migrations and checked row by row against the manifest. What is app-specific
 * (which databases, which migrations, which directories) comes from the caller.
 */
export type { DatabaseManifest, DatabaseSource, TableManifest } from './backup.database.js';
export type { AppMigrations } from './migrations.js';
export { BackupError, type BackupErrorCode } from './backup.error.js';
export type { FileTreeManifest } from './backup.files.js';
export { RowDigest } from './backup.digest.js';
export { databaseExists };

/** A directory of files to back up with the databases, under a name of its own in the backup. */
export interface FileSource {
  name: string;
  dir: string;
}

const FORMAT = 'casino-backup';
const VERSION = 1;
export const MANIFEST = 'manifest.json';

/** `manifest.json`: what a backup holds; the restore trusts nothing it does not check against it. */
export interface BackupManifest {
  format: typeof FORMAT;
  version: typeof VERSION;
  createdAt: string;
  databases: DatabaseManifest[];
  files: FileTreeManifest[];
}

/** `backup-2026-05-01T12-30-00Z`: sorts by time, and holds no character a file system refuses. */
export const backupNameAt = (at: Date) =>
  `backup-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}`;

/**
 * Writes a backup into a new directory of `into`, named by time: the databases (those marked
 * optional only when they exist), then the directories. The databases come first: a file
 * written before its row commits (an identity document) is then always in the backup when its
 * row is. It is written under `<name>.partial` and renamed once complete, so an interrupted
 * backup never looks like one. Everything is private to the user running it.
 */
export async function createBackup(options: {
  into: string;
  databases: (DatabaseSource & { optional?: boolean })[];
  files: FileSource[];
  now?: Date;
  say?: (line: string) => void;
}): Promise<{ path: string; manifest: BackupManifest }> {
  const say = options.say ?? (() => {});
  const now = options.now ?? new Date();
  await makePrivateDir(options.into);
  const final = path.join(options.into, backupNameAt(now));
  const partial = `${final}.partial`;
  await makePrivateDir(partial);
  try {
    const databases: DatabaseManifest[] = [];
    for (const source of options.databases) {
      if (source.optional && !(await databaseExists(source.url))) continue;
      const dumped = await dumpDatabase(source, partial);
      const rows = dumped.tables.reduce((sum, table) => sum + table.rows, 0);
      say(`  ${source.name}: ${dumped.tables.length} tables, ${rows} rows`);
      databases.push(dumped);
    }
    const files: FileTreeManifest[] = [];
    for (const source of options.files) {
      const tree = await backUpTree(source.dir, partial, source.name);
      say(`  ${source.name}: ${tree.files.length} files`);
      files.push(tree);
    }
    const manifest: BackupManifest = {
      format: FORMAT,
      version: VERSION,
      createdAt: now.toISOString(),
      databases,
      files,
    };
    await writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: FILE_MODE,
      flag: 'wx',
    });
    await rename(partial, final);
    return { path: final, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** The manifest of the backup in `dir`, refused unless it is one this code reads. */
export async function readManifest(dir: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as BackupManifest;
  } catch (error) {
    throw new BackupError('not_a_backup', `${dir} is not a backup (no readable ${MANIFEST}: ${String(error)}).`);
  }
  if (manifest?.format !== FORMAT || manifest.version !== VERSION || !Array.isArray(manifest.databases))
    throw new BackupError('not_a_backup', `${dir} is not a backup of format ${FORMAT} ${VERSION}.`);
  return manifest;
}

export interface RestoreSummary {
  databases: { name: string; tables: number; rows: number }[];
  files: { name: string; files: number }[];
  /** Directories the backup holds that this restore had nowhere to put (identity documents kept in S3 now). */
  skipped: { name: string; files: number }[];
}

/**
 * Restores the backup in `from` into `databases` (each of the backup's into the target of its
 * name) and `files` (each directory the backup holds into the target of its name; one
 * without a target is skipped and reported). All or nothing: every target must be empty (or
 * `force`), each database is restored in one transaction, and the transactions commit together
 * once every database and directory has been loaded and checked; the directories then take
 * their place.
 */
export async function restoreBackup(options: {
  from: string;
  databases: DatabaseSource[];
  files: FileSource[];
  force: boolean;
  say?: (line: string) => void;
}): Promise<RestoreSummary> {
  const say = options.say ?? (() => {});
  const manifest = await readManifest(options.from);
  const targets = manifest.databases.map((backedUp) => {
    const target = options.databases.find((database) => database.name === backedUp.name);
    if (!target)
      throw new BackupError(
        'no_target',
        `The backup holds a ${backedUp.name} database that this restore does not know.`,
      );
    if (backedUp.lastMigration && !(backedUp.lastMigration in target.migrations.migrations))
      throw new BackupError(
        'unknown_migration',
        `The ${backedUp.name} database was backed up at migration ${backedUp.lastMigration}, which this version does not know: restore it with the version that made it.`,
      );
    return { target, backedUp };
  });
  const trees = manifest.files.map((tree) => ({
    tree,
    target: options.files.find((source) => source.name === tree.name),
  }));

  for (const { target } of targets) await ensureDatabase(target.url);
  const restores: Awaited<ReturnType<typeof openRestore>>[] = [];
  const staged: Awaited<ReturnType<typeof stageTree>>[] = [];
  const abandon = async () => {
    await Promise.all(restores.map((restore) => restore.rollback()));
    await Promise.all(staged.map((tree) => tree.discard()));
  };
  const summary: RestoreSummary = { databases: [], files: [], skipped: [] };
  try {
    for (const { target, backedUp } of targets) restores.push(await openRestore(target, backedUp));
    const refusals: BackupError[] = [];
    for (const restore of restores) {
      const refusal = await restore.refusal(options.force);
      if (refusal) refusals.push(refusal);
    }
    for (const { tree, target } of trees) {
      if (target && !options.force && !(await holdsNoFile(target.dir)))
        refusals.push(new BackupError('not_empty', `${target.dir} already holds files (${tree.name}).`));
    }
    if (refusals.length > 0)
      throw new BackupError(
        refusals.some((refusal) => refusal.code === 'in_use') ? 'in_use' : 'not_empty',
        `${refusals.map((refusal) => refusal.message).join('\n')}\n` +
          'Nothing was restored. A restore goes into empty databases and directories; --force replaces what they hold.',
      );

    for (const [index, restore] of restores.entries()) {
      const { rows } = await restore.load(options.from, options.force, say);
      summary.databases.push({ name: restore.name, tables: targets[index]!.backedUp.tables.length, rows });
    }
    for (const { tree, target } of trees) {
      if (!target) {
        summary.skipped.push({ name: tree.name, files: tree.files.length });
        continue;
      }
      staged.push(await stageTree(options.from, tree, target.dir));
      summary.files.push({ name: tree.name, files: tree.files.length });
      say(`  ${tree.name}: ${tree.files.length} files`);
    }
  } catch (error) {
    await abandon();
    throw error;
  }

  // Every database is loaded and checked: commit them one after the other. A failure here
  // (the server gone) is the one case where some are restored and some not; it says which.
  const committed: string[] = [];
  for (const [index, restore] of restores.entries()) {
    try {
      await restore.commit();
      committed.push(restore.name);
    } catch (error) {
      await Promise.all(restores.slice(index + 1).map((rest) => rest.rollback()));
      await Promise.all(staged.map((tree) => tree.discard()));
      const notRestored = restores.slice(index).map((rest) => rest.name);
      throw new BackupError(
        'partly_restored',
        `Committing the ${restore.name} database failed (${String(error)}). Restored: ${committed.join(', ') || 'none'}; ` +
          `not restored: ${notRestored.join(', ')}. Run the restore again with --force.`,
      );
    }
  }
  for (const tree of staged) await tree.commit();
  return summary;
}

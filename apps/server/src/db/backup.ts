import { createBackup, type DatabaseSource, type FileSource, restoreBackup } from '@casino/service-kit/backup';
import { sportsbookMigrations } from '@casino/sportsbook/migrations';
import { studioMigrations } from '@casino/studio/migrations';
import { providerDatabaseUrlOf } from '../local-provider.js';
import { platformMigrations } from './migrate.js';

/**
 * What `npm run backup` and `npm run restore` cover (decision 048): the platform's database,
 * the studio's and the sportsbook's beside it on the same server (named after it, as
 * local-provider.ts makes them), and the identity documents kept on disk. The copying,
 * loading and checking is @casino/service-kit/backup's; each app gives only its migrations.
 */
function databasesOf(platformUrl: string): (DatabaseSource & { optional: boolean })[] {
  return [
    { name: 'platform', url: platformUrl, migrations: platformMigrations, optional: false },
    // A provider's database exists once the platform has started it (local mode); one that
    // runs elsewhere on a database of its own is backed up there.
    { name: 'studio', url: providerDatabaseUrlOf(platformUrl, 'studio'), migrations: studioMigrations, optional: true },
    {
      name: 'sportsbook',
      url: providerDatabaseUrlOf(platformUrl, 'sportsbook'),
      migrations: sportsbookMigrations,
      optional: true,
    },
  ];
}

/** Where the documents live when they are kept on disk (null when they are in S3, outside the backup). */
const filesOf = (documentsDir: string | null): FileSource[] =>
  documentsDir ? [{ name: 'documents', dir: documentsDir }] : [];

export function backupPlatform(options: {
  databaseUrl: string;
  documentsDir: string | null;
  into: string;
  now?: Date;
  say?: (line: string) => void;
}) {
  return createBackup({
    into: options.into,
    databases: databasesOf(options.databaseUrl),
    files: filesOf(options.documentsDir),
    ...(options.now ? { now: options.now } : {}),
    ...(options.say ? { say: options.say } : {}),
  });
}

export function restorePlatform(options: {
  databaseUrl: string;
  documentsDir: string | null;
  from: string;
  force: boolean;
  say?: (line: string) => void;
}) {
  return restoreBackup({
    from: options.from,
    databases: databasesOf(options.databaseUrl),
    files: filesOf(options.documentsDir),
    force: options.force,
    ...(options.say ? { say: options.say } : {}),
  });
}

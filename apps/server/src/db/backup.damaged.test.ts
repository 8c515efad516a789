import { cp, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readManifest } from '@casino/service-kit/backup';
import { expect, it } from 'vitest';
import { contents, documentsOf, tableCount, useBackupWorld } from '../../test/backup-world.js';
import { providerDatabaseUrlOf } from '../local-provider.js';
import { backupPlatform, restorePlatform } from './backup.js';

// A restore is all or nothing (decision 048): a backup that does not match its manifest restores nothing.
const w = useBackupWorld();

it('restores nothing from a damaged backup: an empty database stays empty, a forced one keeps its data', async () => {
  const backup = await backupPlatform({
    databaseUrl: w.t.databaseUrl,
    documentsDir: documentsOf(w.dataDir),
    into: path.join(w.work, 'damaged'),
  });
  // The last table of the platform no longer matches what the manifest says of it.
  const damaged = path.join(w.work, 'damaged-copy');
  await cp(backup.path, damaged, { recursive: true });
  const manifest = await readManifest(damaged);
  const platform = manifest.databases[0]!;
  const last = platform.tables.filter((table) => table.rows > 0).at(-1)!;
  last.sha256 = '0'.repeat(64);
  await writeFile(path.join(damaged, 'manifest.json'), JSON.stringify(manifest));

  const target = w.freshPlatformUrl();
  const targetDir = await mkdtemp(path.join(w.work, 'data-'));
  const failed = await restorePlatform({
    databaseUrl: target,
    documentsDir: documentsOf(targetDir),
    from: damaged,
    force: false,
  }).catch((error: unknown) => error);
  expect(failed).toMatchObject({ code: 'damaged' });
  expect((failed as Error).message).toContain(last.file);
  for (const url of [target, providerDatabaseUrlOf(target, 'studio'), providerDatabaseUrlOf(target, 'sportsbook')])
    expect(await tableCount(url)).toBe(0);
  expect(await readdir(targetDir)).toEqual([]);

  // Forced onto a restored platform: the failure leaves its previous data in place.
  await restorePlatform({ databaseUrl: target, documentsDir: documentsOf(targetDir), from: backup.path, force: false });
  const holding = await contents(target);
  await expect(
    restorePlatform({ databaseUrl: target, documentsDir: documentsOf(targetDir), from: damaged, force: true }),
  ).rejects.toMatchObject({ code: 'damaged' });
  expect(await contents(target)).toEqual(holding);
}, 180_000);

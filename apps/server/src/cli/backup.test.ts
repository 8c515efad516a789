import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { contents, useBackupWorld } from '../../test/backup-world.js';

// The commands an operator runs (decision 048), as processes of their own.
const run = promisify(execFile);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const w = useBackupWorld();

it('npm run backup and npm run restore: a round trip, then a refusal with exit code 1', async () => {
  const cli = (script: string, args: string[], env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
      cwd: serverDir,
      env: { ...process.env, INIT_CWD: w.work, ...env },
    }).then(
      ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  const backedUp = await cli('backup', ['cli-backups'], { DATABASE_URL: w.t.databaseUrl, DATA_DIR: w.dataDir });
  expect(backedUp.code, backedUp.stderr).toBe(0);
  const [name] = await readdir(path.join(w.work, 'cli-backups'));
  expect(backedUp.stdout).toContain(`Backup written to ${path.join(w.work, 'cli-backups', name!)}`);

  const target = w.freshPlatformUrl();
  const targetDir = await mkdtemp(path.join(w.work, 'data-'));
  const env = { DATABASE_URL: target, DATA_DIR: targetDir };
  const restored = await cli('restore', [path.join('cli-backups', name!)], env);
  expect(restored.code, restored.stderr).toBe(0);
  expect(restored.stdout).toContain('Restored.');
  expect(await contents(target)).toEqual(await contents(w.t.databaseUrl));
  expect(await readFile(path.join(w.work, 'cli-backups', name!, 'manifest.json'), 'utf8')).toContain('"platform"');

  const again = await cli('restore', [path.join('cli-backups', name!)], env);
  expect(again.code).toBe(1);
  expect(again.stderr).toContain('already holds tables');
  expect(again.stderr).toContain('--force');
}, 180_000);

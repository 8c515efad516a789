import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { exitOnStartFailure } from '@casino/service-kit';
import { startFleet } from '../fleet/fleet.js';
import { repoRoot } from '../local-provider.js';

/**
 * `npm run fleet`: the production topology on this machine (issue #27): PostgreSQL (DATABASE_URL
 * or the embedded one in DATA_DIR), FLEET_PLATFORMS platform instances (3), FLEET_STUDIOS studio
 * instances (2) and the sportsbook, behind HAProxy on PORT (8080; the studio on PORT+1, the
 * sportsbook on PORT+2; the instances from PORT+10). Every other variable is the platform's
 * own configuration, shared by every instance. Ctrl-C stops it all.
 */
const count = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 9) throw new Error(`${name} must be a whole number from 1 to 9`);
  return value;
};

async function main() {
  execFileSync('bash', [path.join(repoRoot, 'scripts/ensure-haproxy.sh')], { stdio: 'inherit' });
  const port = Number(process.env.PORT ?? 8080);
  const fleet = await startFleet({
    env: { ...process.env, PORT: undefined, HOST: undefined },
    host: process.env.HOST ?? '127.0.0.1',
    port,
    platforms: count('FLEET_PLATFORMS', 3),
    studios: count('FLEET_STUDIOS', 2),
    log: (line) => process.stdout.write(`${line}\n`),
  });
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      process.stdout.write(`${signal}: stopping the fleet\n`);
      void fleet.stop().then(() => process.exit(0));
    });
  process.stdout.write(
    [
      '',
      `The fleet is running: the casino at ${fleet.publicUrl}, the studio at ${fleet.studioUrl}, the sportsbook at ${fleet.sportsbookUrl}`,
      ...fleet
        .instances()
        .map((instance) => `  ${instance.name}: 127.0.0.1:${instance.port} (pid ${instance.process.pid})`),
      '',
    ].join('\n'),
  );
}

main().catch(exitOnStartFailure);

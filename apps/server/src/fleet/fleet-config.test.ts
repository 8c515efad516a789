import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '../local-provider.js';
import { platformEnv, providerEnv } from './fleet.env.js';
import { HAPROXY, haproxyConfig } from './haproxy.js';

/** HAProxy's own check of a configuration file (`haproxy -c`). */
const haproxyAccepts = (file: string) => execFileSync(HAPROXY, ['-c', '-f', file], { encoding: 'utf8', stdio: 'pipe' });

describe("the fleet's configuration", () => {
  it('gives HAProxy a configuration it accepts, with every instance checked', () => {
    const text = haproxyConfig({
      host: '127.0.0.1',
      platformRequestsPerMinute: 600,
      services: [
        { name: 'platform', port: 18080, check: '/readyz', instances: [18090, 18091, 18092] },
        { name: 'studio', port: 18081, check: '/api/health', instances: [18100, 18101] },
      ],
    });
    expect(text).toContain('server platform3 127.0.0.1:18092 check');
    expect(text).toContain('option httpchk GET /readyz');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'casino-haproxy-')), 'haproxy.cfg');
    writeFileSync(file, text);
    expect(haproxyAccepts(file)).toContain('Configuration file is valid');
  });

  it('keeps compose.yaml in step with the fleet: the same variables, and a load balancer HAProxy accepts', () => {
    const compose = parse(readFileSync(path.join(repoRoot, 'compose.yaml'), 'utf8'), { merge: true }) as {
      services: Record<string, { environment: Record<string, string>; deploy?: { replicas: number } }>;
    };
    const keys = (env: NodeJS.ProcessEnv) => Object.keys(env).sort();
    const lb = { platform: 8080, studio: 8081, sportsbook: 8082 };
    const platformKeys = keys(platformEnv({ DATABASE_URL: 'postgres://x' }, lb));
    expect(keys(compose.services.platform!.environment)).toEqual(expect.arrayContaining(platformKeys));
    expect(compose.services.platform!.deploy?.replicas).toBe(3);
    expect(compose.services.studio!.deploy?.replicas).toBe(2);
    const providerKeys = keys(
      providerEnv({ code: 'c', database: 'd', publicUrl: 'p', secret: 's', platformPort: 1, platformPublicUrl: 'u' }),
    );
    for (const name of ['studio', 'sportsbook'])
      expect(keys(compose.services[name]!.environment), name).toEqual(expect.arrayContaining(providerKeys));
    expect(haproxyAccepts(path.join(repoRoot, 'deploy/haproxy.cfg'))).toContain('Configuration file is valid');
  });
});

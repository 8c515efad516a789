import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const HAPROXY = '/usr/sbin/haproxy';

/** One service behind the load balancer: where it is offered and its instances' ports. */
export interface Balanced {
  name: string;
  port: number;
  instances: number[];
  /** The instance's readiness check (an instance that fails it gets no new requests); none: always sent. */
  check?: string;
}

export interface HaproxyOptions {
  host: string;
  services: Balanced[];
  /**
   * Requests one address may make per minute to the platform, counted across every instance
   * (the instances' own limits count per instance); the providers' signed wallet calls are
   * counted by the platform per provider instead.
   */
  platformRequestsPerMinute: number;
}

const TOO_MANY = JSON.stringify({
  code: 'too_many_requests',
  message: 'Too many requests. Please wait and try again.',
});

/**
 * The load balancer's configuration (HAProxy 2.6, Debian bookworm's). Requests go round robin
 * to the instances whose check answers; a connection an instance refuses (it died) is tried on
 * another, which is safe for any method because nothing was sent. A request an instance took
 * and never answered is not retried: its caller gets 502 and retries by its own rules (a
 * provider with the same transaction id).
 */
export function haproxyConfig({ host, services, platformRequestsPerMinute }: HaproxyOptions): string {
  const lines = [
    'global',
    '  maxconn 8192',
    '',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // The sportsbook's live stream (SSE) stays open.
    '  timeout tunnel 1h',
    '  timeout http-keep-alive 10s',
    '  option forwardfor',
    '  retries 3',
    '  option redispatch 1',
    '  default-server inter 1s fall 2 rise 1',
  ];
  for (const service of services) {
    lines.push('', `frontend ${service.name}`, `  bind ${host}:${service.port}`);
    if (service.name === 'platform') {
      lines.push(
        '  stick-table type ip size 100k expire 1m store http_req_rate(1m)',
        '  http-request track-sc0 src unless { path_beg /api/wallet/ }',
        `  http-request return status 429 content-type application/json string '${TOO_MANY}' if { sc_http_req_rate(0) gt ${platformRequestsPerMinute} }`,
      );
    }
    lines.push(`  default_backend ${service.name}`, '', `backend ${service.name}`, '  balance roundrobin');
    if (service.check) lines.push(`  option httpchk GET ${service.check}`, '  http-check expect status 200');
    service.instances.forEach((port, i) =>
      lines.push(`  server ${service.name}${i + 1} 127.0.0.1:${port}${service.check ? ' check' : ''}`),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Runs HAProxy in the foreground with this configuration; it stops with the returned process. */
export function startHaproxy(options: HaproxyOptions): ChildProcess {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'casino-fleet-')), 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(options));
  // -db: stay in the foreground; -W: master-worker, so SIGTERM stops the worker too.
  return spawn(HAPROXY, ['-W', '-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
}

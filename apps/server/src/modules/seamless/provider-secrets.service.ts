import { randomBytes } from 'node:crypto';
import type { ProviderInfo, RotatedSecret } from '@casino/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import * as repo from './seamless.providers.repository.js';

/**
 * How long the secret before a rotation is still accepted: a day lets the provider's team put the
 * new secret in place (a deploy, a restart) without losing a call, and is short enough that a
 * leaked old secret soon stops working. A second rotation within it ends the first's grace at once.
 */
export const PREVIOUS_SECRET_GRACE_MS = 24 * 3_600_000;

type InfoRow = NonNullable<Awaited<ReturnType<typeof repo.findProviderInfo>>>;

/**
 * The game providers' wallet secrets as the super admin manages them (decision 045): listed
 * without them, and rotated from the console unless configuration manages the provider's secret.
 */
export function createProviderSecrets(deps: {
  db: Db;
  now: () => Date;
  /** Providers whose secret is the configuration's: this install starts them, or signs calls to them. */
  managedByConfiguration: ReadonlySet<string>;
  /** Forgets this process's cached row of a provider, so its new secret counts at once. */
  forget: (code: string) => void;
}) {
  const infoOf = (row: InfoRow): ProviderInfo => {
    const until = row.previous_secret_until ? new Date(row.previous_secret_until) : null;
    return {
      code: row.code,
      name: row.name,
      active: row.active,
      rotated_at: row.rotated_at ? new Date(row.rotated_at).toISOString() : null,
      previous_valid_until: until && until > deps.now() ? until.toISOString() : null,
      managed_by_configuration: deps.managedByConfiguration.has(row.code),
    };
  };

  return {
    async list(): Promise<ProviderInfo[]> {
      return (await repo.listProviders(deps.db)).map(infoOf);
    },

    /** One provider, for the audit log's state before a rotation. */
    async find(code: string): Promise<ProviderInfo> {
      const row = await repo.findProviderInfo(deps.db, code);
      if (!row) throw new AppError('provider_not_found', 404, 'No such provider.');
      return infoOf(row);
    },

    /** A new secret, answered this once; the one before it is accepted for PREVIOUS_SECRET_GRACE_MS more. */
    async rotate(code: string): Promise<RotatedSecret> {
      if (deps.managedByConfiguration.has(code))
        throw new AppError(
          'bad_request',
          409,
          'This provider’s secret is managed by configuration (a provider this install starts, or one it signs calls to): change it there, on both sides.',
        );
      const now = deps.now();
      const secret = randomBytes(32).toString('hex');
      const row = await repo.rotateSecret(deps.db, code, {
        secret,
        now,
        previousUntil: new Date(now.getTime() + PREVIOUS_SECRET_GRACE_MS),
      });
      if (!row) throw new AppError('provider_not_found', 404, 'No such provider.');
      deps.forget(code);
      return { ...infoOf(row), secret };
    },
  };
}

export type ProviderSecrets = ReturnType<typeof createProviderSecrets>;

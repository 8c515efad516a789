import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from './postgres-errors.js';
import { createPostgresDb } from './postgres.js';

const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnreachable', () => {
  it('knows a refused connection as the pool reports it', async () => {
    // Nothing listens on port 1.
    const db = createPostgresDb('postgres://nobody@127.0.0.1:1/none', 1);
    const error = await db
      .selectNoFrom((eb) => eb.val(1).as('one'))
      .execute()
      .catch((caught: unknown) => caught);
    await db.destroy();
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it('knows a lost connection, a server going down and the connection exceptions', () => {
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
      'Client has encountered a connection error and is not queryable',
    ])
      expect(isDatabaseUnreachable(new Error(message)), message).toBe(true);
    for (const code of ['ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08006', '08P01', '53300'])
      expect(isDatabaseUnreachable(coded(code)), code).toBe(true);
    // Node reports every address of a name it tried, together; a wrapped failure counts too.
    expect(isDatabaseUnreachable(new AggregateError([coded('ECONNREFUSED')]))).toBe(true);
    expect(isDatabaseUnreachable(new Error('query failed', { cause: coded('ECONNRESET') }))).toBe(true);
  });

  it('leaves a refused statement and any other failure to be what they are', () => {
    expect(isDatabaseUnreachable(coded('23505', 'duplicate key value'))).toBe(false);
    expect(isDatabaseUnreachable(coded('40P01', 'deadlock detected'))).toBe(false);
    expect(isDatabaseUnreachable(coded('57014', 'canceling statement due to statement timeout'))).toBe(false);
    expect(isDatabaseUnreachable(new pg.DatabaseError('syntax error', 0, 'error'))).toBe(false);
    expect(isDatabaseUnreachable(new Error('Connection string is invalid'))).toBe(false);
    expect(isDatabaseUnreachable(undefined)).toBe(false);
    expect(isDatabaseUnreachable('ECONNREFUSED')).toBe(false);
  });
});

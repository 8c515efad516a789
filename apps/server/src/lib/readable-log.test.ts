import { describe, expect, it } from 'vitest';
import { readableLogLine } from './readable-log.js';

describe('readableLogLine', () => {
  const time = new Date(2026, 10, 25, 14, 3, 9).getTime();

  it('shows the time, the level and the message of a pino line', () => {
    expect(readableLogLine(JSON.stringify({ level: 40, time, pid: 1, hostname: 'h', msg: 'slow provider' }))).toBe(
      '14:03:09 WARN  slow provider',
    );
  });

  it('names where a line comes from, and puts an error stack under it', () => {
    const err = { type: 'Error', message: 'boom', stack: 'Error: boom\n    at x (a.ts:1:1)' };
    expect(readableLogLine(JSON.stringify({ level: 50, time, err }), 'studio')).toBe(
      '14:03:09 ERROR [studio] boom\n    Error: boom\n        at x (a.ts:1:1)',
    );
  });

  it('keeps a line that is not JSON as it is', () => {
    expect(readableLogLine('The port is already in use', 'studio')).toBe('[studio] The port is already in use');
  });
});

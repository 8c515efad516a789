import { describe, expect, it } from 'vitest';
import { safeNextPath, signInReturningTo } from './next-path';

describe('the path after sign-in', () => {
  it('comes back to a page of this site', () => {
    expect(safeNextPath('?next=%2Fsportsbook%2Flive%2F1')).toBe('/sportsbook/live/1');
    expect(safeNextPath(signInReturningTo('/sport/dgt/af/Home?unique=1').split('?').slice(1).join('?'))).toBe(
      '/sport/dgt/af/Home?unique=1',
    );
  });

  it('never leaves the site', () => {
    for (const next of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', ''])
      expect(safeNextPath(`?next=${encodeURIComponent(next)}`)).toBeNull();
    expect(safeNextPath('')).toBeNull();
  });
});

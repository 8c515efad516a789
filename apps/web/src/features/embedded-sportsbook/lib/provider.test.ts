import type { SportsbookIntegrationSetting } from '@casino/contracts';
import { describe, expect, it, vi } from 'vitest';
import { frameHost, providerMessageOf } from './provider';

const books = (alt: Partial<SportsbookIntegrationSetting>): SportsbookIntegrationSetting[] => [
  { id: 'sft', enabled: true, url: 'https://sb.example' },
  { id: 'alt', enabled: true, url: 'https://alt.example/sb', ...alt },
];

describe('frameHost', () => {
  it('is ready with the URL and its origin for an enabled integration', () => {
    expect(frameHost({ data: { sportsbooks: books({}) }, isError: false, refetch: () => {} }, 'alt')).toEqual({
      kind: 'ready',
      url: 'https://alt.example/sb',
      origin: 'https://alt.example',
    });
  });

  it('is disabled when switched off, missing, or without an http(s) address', () => {
    const settings = (sportsbooks: SportsbookIntegrationSetting[]) => ({
      data: { sportsbooks },
      isError: false,
      refetch: () => {},
    });
    expect(frameHost(settings(books({ enabled: false })), 'alt')).toEqual({ kind: 'disabled' });
    expect(frameHost(settings(books({})), 'bby')).toEqual({ kind: 'disabled' });
    expect(frameHost(settings(books({ url: 'javascript:alert(1)' })), 'alt')).toEqual({ kind: 'disabled' });
  });

  it('is loading, or failed with a retry, while there are no settings', () => {
    expect(frameHost({ isError: false, refetch: () => {} }, 'alt')).toEqual({ kind: 'loading' });
    const refetch = vi.fn();
    const failed = frameHost({ isError: true, refetch }, 'alt');
    expect(failed.kind).toBe('failed');
    if (failed.kind === 'failed') failed.retry();
    expect(refetch).toHaveBeenCalled();
  });
});

describe('providerMessageOf', () => {
  it("reads the client's two messages and nothing else", () => {
    expect(providerMessageOf({ type: 'sportsbook:login-required' })).toBe('login-required');
    expect(providerMessageOf({ type: 'sportsbook:balance-moved' })).toBe('balance-moved');
    expect(providerMessageOf('sportsbook:balance-moved')).toBeNull();
    expect(providerMessageOf({ type: 'other' })).toBeNull();
    expect(providerMessageOf(null)).toBeNull();
  });
});

import type { SportsbookIntegrationSetting } from '@casino/contracts';
import { describe, expect, it, vi } from 'vitest';
import { frameHost, providerMessageOf } from './provider';

const books = (alt: Partial<SportsbookIntegrationSetting>): SportsbookIntegrationSetting[] => [
  { id: 'sft', enabled: true, url: 'https://sb.example', styleUrl: null },
  { id: 'alt', enabled: true, url: 'https://alt.example/sb', styleUrl: null, ...alt },
  { id: 'dgt', enabled: true, url: 'https://dgt.example', styleUrl: null },
];
const SITE = 'https://casino.example';

describe('frameHost', () => {
  const settings = (sportsbooks: SportsbookIntegrationSetting[]) => ({
    data: { sportsbooks },
    isError: false,
    refetch: () => {},
  });

  it('is ready with the URL and its origin for an enabled integration', () => {
    expect(frameHost(settings(books({})), 'alt', SITE)).toEqual({
      kind: 'ready',
      url: 'https://alt.example/sb',
      origin: 'https://alt.example',
      stylesheet: null,
    });
  });

  it("gives dgt the site's own skin, and any integration the operator's stylesheet", () => {
    expect(frameHost(settings(books({})), 'dgt', SITE)).toMatchObject({
      stylesheet: 'https://casino.example/skins/dgt.css',
    });
    const skinned = books({ styleUrl: 'https://skins.example/alt.css' });
    expect(frameHost(settings(skinned), 'alt', SITE)).toMatchObject({ stylesheet: 'https://skins.example/alt.css' });
  });

  it('is disabled when switched off, missing, or without an http(s) address', () => {
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

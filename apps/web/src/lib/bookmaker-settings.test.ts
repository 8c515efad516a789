import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BOOKMAKER_SETTINGS_KEY,
  DEFAULT_BOOKMAKER_SETTINGS,
  checkDefaultStake,
  getBookmakerSettings,
  parseDefaultStake,
  resetBookmakerSettings,
  sanitizeBookmakerSettings,
  setBookmakerSettings,
  stakeText,
  subscribeBookmakerSettings,
  useBookmakerSettings,
} from './bookmaker-settings';

afterEach(() => {
  resetBookmakerSettings();
});

describe('default stake', () => {
  it('accepts from the sports minimum stake up to 1,000,000 with 2 decimals', () => {
    expect(checkDefaultStake(null)).toEqual({ ok: true, value: null });
    expect(checkDefaultStake(0.1)).toEqual({ ok: true, value: 0.1 });
    expect(checkDefaultStake(0.29)).toEqual({ ok: true, value: 0.29 });
    expect(checkDefaultStake(12.5)).toEqual({ ok: true, value: 12.5 });
    expect(checkDefaultStake(1_000_000)).toEqual({ ok: true, value: 1_000_000 });
    expect(checkDefaultStake(0.09)).toEqual({ ok: false, error: 'min' });
    expect(checkDefaultStake(0)).toEqual({ ok: false, error: 'min' });
    expect(checkDefaultStake(-5)).toEqual({ ok: false, error: 'min' });
    expect(checkDefaultStake(1_000_000.01)).toEqual({ ok: false, error: 'max' });
    expect(checkDefaultStake(1.005)).toEqual({ ok: false, error: 'decimals' });
    expect(checkDefaultStake(Number.NaN)).toEqual({ ok: false, error: 'invalid' });
  });

  it('reads what the player typed, with a decimal point or comma', () => {
    expect(parseDefaultStake('')).toEqual({ ok: true, value: null });
    expect(parseDefaultStake('   ')).toEqual({ ok: true, value: null });
    expect(parseDefaultStake('5')).toEqual({ ok: true, value: 5 });
    expect(parseDefaultStake('2,5')).toEqual({ ok: true, value: 2.5 });
    expect(parseDefaultStake(' 2.50 ')).toEqual({ ok: true, value: 2.5 });
    expect(parseDefaultStake('.5')).toEqual({ ok: true, value: 0.5 });
    expect(parseDefaultStake('1 000')).toEqual({ ok: true, value: 1000 });
    expect(parseDefaultStake('0.05')).toEqual({ ok: false, error: 'min' });
    expect(parseDefaultStake('2000000')).toEqual({ ok: false, error: 'max' });
    expect(parseDefaultStake('1.234')).toEqual({ ok: false, error: 'decimals' });
    expect(parseDefaultStake('abc')).toEqual({ ok: false, error: 'invalid' });
    expect(parseDefaultStake('1e3')).toEqual({ ok: false, error: 'invalid' });
    expect(parseDefaultStake('-1')).toEqual({ ok: false, error: 'invalid' });
    expect(parseDefaultStake('1.2.3')).toEqual({ ok: false, error: 'invalid' });
    expect(parseDefaultStake('.')).toEqual({ ok: false, error: 'invalid' });
  });

  it('tells grouping marks from the decimal mark by the language', () => {
    expect(parseDefaultStake('1,000')).toEqual({ ok: true, value: 1000 });
    expect(parseDefaultStake('1,000', ',')).toEqual({ ok: true, value: 1 });
    expect(parseDefaultStake('1.000', ',')).toEqual({ ok: true, value: 1000 });
    expect(parseDefaultStake('2,50', ',')).toEqual({ ok: true, value: 2.5 });
    expect(parseDefaultStake('1,234.56')).toEqual({ ok: true, value: 1234.56 });
    expect(parseDefaultStake('1.234,56', ',')).toEqual({ ok: true, value: 1234.56 });
    expect(parseDefaultStake('1\u202f234,56', ',')).toEqual({ ok: true, value: 1234.56 });
    expect(parseDefaultStake('1,000,000')).toEqual({ ok: true, value: 1_000_000 });
    expect(parseDefaultStake('1,000,000.01')).toEqual({ ok: false, error: 'max' });
    expect(parseDefaultStake('1,00,0')).toEqual({ ok: false, error: 'invalid' });
    expect(parseDefaultStake('1,23.45')).toEqual({ ok: false, error: 'invalid' });
    // Arabic-Indic digits and the Arabic decimal separator, as some phone keyboards type them.
    expect(parseDefaultStake('\u0662\u066b\u0665')).toEqual({ ok: true, value: 2.5 });
    expect(parseDefaultStake('\u06f1\u06f0')).toEqual({ ok: true, value: 10 });
  });

  it('shows a stake with two decimals in the language', () => {
    expect(stakeText(null)).toBe('');
    expect(stakeText(2.5)).toBe('2.50');
    expect(stakeText(2.5, ',')).toBe('2,50');
    expect(stakeText(1_000_000)).toBe('1000000.00');
    for (const value of [0.1, 0.29, 12.34, 999_999.99]) {
      expect(parseDefaultStake(stakeText(value, ','), ',')).toEqual({ ok: true, value });
      expect(parseDefaultStake(stakeText(value))).toEqual({ ok: true, value });
    }
  });
});

describe('the settings store', () => {
  it('starts with decimal odds, no odds change accepted and no default stake', () => {
    expect(getBookmakerSettings()).toEqual({ oddsFormat: 'decimal', acceptOddsChanges: 'none', defaultStake: null });
    expect(DEFAULT_BOOKMAKER_SETTINGS).toEqual(getBookmakerSettings());
  });

  it('saves changes on this device under the persist: prefix', () => {
    setBookmakerSettings({ oddsFormat: 'american', defaultStake: 2.5 });
    expect(getBookmakerSettings()).toEqual({ oddsFormat: 'american', acceptOddsChanges: 'none', defaultStake: 2.5 });
    expect(BOOKMAKER_SETTINGS_KEY).toBe('persist:bookmaker-settings');
    const saved = JSON.parse(localStorage.getItem(BOOKMAKER_SETTINGS_KEY) ?? 'null') as { state: unknown };
    expect(saved.state).toEqual({ oddsFormat: 'american', acceptOddsChanges: 'none', defaultStake: 2.5 });
  });

  it('refuses invalid values and changes nothing', () => {
    setBookmakerSettings({ acceptOddsChanges: 'higher' });
    expect(() => setBookmakerSettings({ defaultStake: 0.05 })).toThrow(RangeError);
    expect(() => setBookmakerSettings({ oddsFormat: 'hongkong' as never, acceptOddsChanges: 'any' })).toThrow(
      RangeError,
    );
    expect(() => setBookmakerSettings({ acceptOddsChanges: 'some' as never })).toThrow(RangeError);
    expect(getBookmakerSettings()).toEqual({ oddsFormat: 'decimal', acceptOddsChanges: 'higher', defaultStake: null });
  });

  it('clears the default stake with null', () => {
    setBookmakerSettings({ defaultStake: 10 });
    setBookmakerSettings({ defaultStake: null });
    expect(getBookmakerSettings().defaultStake).toBeNull();
  });

  it('tells subscribers about each change, until they unsubscribe', () => {
    const listener = vi.fn();
    const stop = subscribeBookmakerSettings(listener);
    setBookmakerSettings({ oddsFormat: 'fractional' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]?.[0]).toMatchObject({ oddsFormat: 'fractional' });
    expect(listener.mock.calls[0]?.[1]).toMatchObject({ oddsFormat: 'decimal' });
    // The same value again is no change.
    setBookmakerSettings({ oddsFormat: 'fractional' });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    setBookmakerSettings({ oddsFormat: 'american' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('follows a change made in another tab', () => {
    const stored = { state: { oddsFormat: 'fractional', acceptOddsChanges: 'any', defaultStake: 3 }, version: 1 };
    localStorage.setItem(BOOKMAKER_SETTINGS_KEY, JSON.stringify(stored));
    window.dispatchEvent(new StorageEvent('storage', { key: BOOKMAKER_SETTINGS_KEY }));
    expect(getBookmakerSettings()).toEqual({ oddsFormat: 'fractional', acceptOddsChanges: 'any', defaultStake: 3 });
  });

  it('keeps what is valid in a damaged or older copy', () => {
    expect(sanitizeBookmakerSettings(null)).toEqual(DEFAULT_BOOKMAKER_SETTINGS);
    expect(sanitizeBookmakerSettings({ oddsFormat: 'american', acceptOddsChanges: 'all', defaultStake: 0.01 })).toEqual(
      { oddsFormat: 'american', acceptOddsChanges: 'none', defaultStake: null },
    );
    expect(sanitizeBookmakerSettings({ oddsFormat: 7, acceptOddsChanges: 'higher', defaultStake: '5' })).toEqual({
      oddsFormat: 'decimal',
      acceptOddsChanges: 'higher',
      defaultStake: null,
    });
    const damaged = { state: { oddsFormat: 'nope', acceptOddsChanges: 'any', defaultStake: 5 }, version: 1 };
    localStorage.setItem(BOOKMAKER_SETTINGS_KEY, JSON.stringify(damaged));
    window.dispatchEvent(new StorageEvent('storage', { key: BOOKMAKER_SETTINGS_KEY }));
    expect(getBookmakerSettings()).toEqual({ oddsFormat: 'decimal', acceptOddsChanges: 'any', defaultStake: 5 });
  });

  it('re-renders components with the settings', () => {
    const whole = renderHook(() => useBookmakerSettings());
    const format = renderHook(() => useBookmakerSettings((s) => s.oddsFormat));
    expect(whole.result.current.oddsFormat).toBe('decimal');
    act(() => {
      setBookmakerSettings({ oddsFormat: 'american' });
    });
    expect(whole.result.current).toEqual({ oddsFormat: 'american', acceptOddsChanges: 'none', defaultStake: null });
    expect(format.result.current).toBe('american');
  });
});

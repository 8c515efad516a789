import { ACCEPT_ODDS, type AcceptOdds } from '@casino/contracts/sportsbook-constants';
import { ODDS_FORMATS, type OddsFormat } from '@casino/sportsbook-ui';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { persistKey, quietStorage } from './persistence';

/**
 * The player's bookmaker settings (SPEC §2.3 /profile/bookmakers-settings), kept on this device:
 * how odds are written, which odds changes the bet slip accepts without asking, and the stake the
 * slip starts with. Pages read them with useBookmakerSettings(); code outside React reads them with
 * getBookmakerSettings() and follows them with subscribeBookmakerSettings().
 */

// How odds are written is the sportsbook's own rule (packages/sportsbook-ui): one writing for both.
export { formatOddsAs, ODDS_FORMATS, type OddsFormat } from '@casino/sportsbook-ui';

export { ACCEPT_ODDS, type AcceptOdds };

/** The sports minimum stake (SPEC §9 terms: 0.1) up to a sane ceiling; two decimals at most. */
export const DEFAULT_STAKE_MIN = 0.1;
export const DEFAULT_STAKE_MAX = 1_000_000;

export interface BookmakerSettings {
  oddsFormat: OddsFormat;
  /** 'none': every change asks; 'higher': better odds are taken silently; 'any': every change is taken. */
  acceptOddsChanges: AcceptOdds;
  /** The stake a new slip starts with; null leaves it empty. */
  defaultStake: number | null;
}

export const DEFAULT_BOOKMAKER_SETTINGS: Readonly<BookmakerSettings> = Object.freeze({
  oddsFormat: 'decimal',
  acceptOddsChanges: 'none',
  defaultStake: null,
});

export type StakeError = 'invalid' | 'min' | 'max' | 'decimals';

export type StakeCheck = { ok: true; value: number | null } | { ok: false; error: StakeError };

/** Whether a number is an acceptable default stake (null, "no default stake", always is). */
export function checkDefaultStake(value: number | null): StakeCheck {
  if (value === null) return { ok: true, value: null };
  if (typeof value !== 'number' || !Number.isFinite(value)) return { ok: false, error: 'invalid' };
  if (value < DEFAULT_STAKE_MIN) return { ok: false, error: 'min' };
  if (value > DEFAULT_STAKE_MAX) return { ok: false, error: 'max' };
  // 0.29 * 100 is 28.999999999999996: compare with a tolerance far below a cent.
  if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) return { ok: false, error: 'decimals' };
  return { ok: true, value: Math.round(value * 100) / 100 };
}

/**
 * What the player typed in a stake field. Empty means no default stake. Either mark may be the
 * decimal one ("2,5" and "2.5" are 2.5); a mark followed by exactly three digits that is not the
 * language's decimal mark groups thousands ("1,000" is 1000 in English, "1.000" in French), as do
 * spaces. Arabic-Indic digits are read as the digits they are.
 */
export function parseDefaultStake(text: string, decimalMark: '.' | ',' = '.'): StakeCheck {
  const cleaned = text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',')
    .replace(/[\s\u00a0\u202f']/g, '');
  if (cleaned === '') return { ok: true, value: null };
  if (!/^[\d.,]+$/.test(cleaned)) return { ok: false, error: 'invalid' };
  const lastDot = cleaned.lastIndexOf('.');
  const lastComma = cleaned.lastIndexOf(',');
  let decimalAt = Math.max(lastDot, lastComma);
  if (decimalAt >= 0 && (lastDot < 0 || lastComma < 0)) {
    // Only one kind of mark: it is the decimal one unless it can only be grouping.
    const mark = cleaned[decimalAt]!;
    const repeated = cleaned.indexOf(mark) !== decimalAt;
    const threeAfter = cleaned.length - decimalAt - 1 === 3;
    if (repeated || (mark !== decimalMark && threeAfter)) decimalAt = -1;
  }
  const whole = decimalAt < 0 ? cleaned : cleaned.slice(0, decimalAt);
  const fraction = decimalAt < 0 ? '' : cleaned.slice(decimalAt + 1);
  // Group marks, if any, split the whole part in threes: "1,000,000", not "1,0,0".
  if (!/^\d*$/.test(whole) && !/^\d{1,3}([.,]\d{3})+$/.test(whole)) return { ok: false, error: 'invalid' };
  if (!/^\d*$/.test(fraction) || (whole === '' && fraction === '')) return { ok: false, error: 'invalid' };
  return checkDefaultStake(Number(`${whole.replace(/[.,]/g, '') || '0'}.${fraction || '0'}`));
}

/** A stake as the field shows it: two decimals with the language's mark ("2.50", "2,50"), empty for none. */
export function stakeText(value: number | null, decimalMark: '.' | ',' = '.'): string {
  if (value === null) return '';
  const text = value.toFixed(2);
  return decimalMark === '.' ? text : text.replace('.', decimalMark);
}

const isOddsFormat = (value: unknown): value is OddsFormat => ODDS_FORMATS.includes(value as OddsFormat);
const isAcceptOdds = (value: unknown): value is AcceptOdds => ACCEPT_ODDS.includes(value as AcceptOdds);

/** Settings read back from storage (or anywhere untrusted): each bad field falls back to its default. */
export function sanitizeBookmakerSettings(raw: unknown): BookmakerSettings {
  const value = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof BookmakerSettings, unknown>>;
  const stake = typeof value.defaultStake === 'number' ? checkDefaultStake(value.defaultStake) : null;
  return {
    oddsFormat: isOddsFormat(value.oddsFormat) ? value.oddsFormat : DEFAULT_BOOKMAKER_SETTINGS.oddsFormat,
    acceptOddsChanges: isAcceptOdds(value.acceptOddsChanges)
      ? value.acceptOddsChanges
      : DEFAULT_BOOKMAKER_SETTINGS.acceptOddsChanges,
    defaultStake: stake?.ok ? stake.value : null,
  };
}

// ——— The store ———

export const BOOKMAKER_SETTINGS_KEY = persistKey('bookmaker-settings');
export const BOOKMAKER_SETTINGS_VERSION = 1;

const useStore = create<BookmakerSettings>()(
  persist(() => ({ ...DEFAULT_BOOKMAKER_SETTINGS }), {
    name: BOOKMAKER_SETTINGS_KEY,
    version: BOOKMAKER_SETTINGS_VERSION,
    storage: createJSONStorage(() => quietStorage),
    // An older (or hand-edited) copy keeps whatever is still valid.
    migrate: (persisted) => sanitizeBookmakerSettings(persisted),
    merge: (persisted) => sanitizeBookmakerSettings(persisted),
  }),
);

// Another tab (e.g. the sportsbook open beside the profile) changed them: follow at once.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === BOOKMAKER_SETTINGS_KEY) void useStore.persist.rehydrate();
  });
}

/** The current settings, for code outside React. */
export function getBookmakerSettings(): BookmakerSettings {
  return useStore.getState();
}

/**
 * Changes some settings, saves them on this device and returns the result. A value outside its
 * list, or a stake that checkDefaultStake refuses, throws a RangeError and changes nothing.
 */
export function setBookmakerSettings(patch: Partial<BookmakerSettings>): BookmakerSettings {
  const next: BookmakerSettings = { ...useStore.getState() };
  if (patch.oddsFormat !== undefined) {
    if (!isOddsFormat(patch.oddsFormat)) throw new RangeError(`Unknown odds format: ${String(patch.oddsFormat)}`);
    next.oddsFormat = patch.oddsFormat;
  }
  if (patch.acceptOddsChanges !== undefined) {
    if (!isAcceptOdds(patch.acceptOddsChanges)) {
      throw new RangeError(`Unknown odds change policy: ${String(patch.acceptOddsChanges)}`);
    }
    next.acceptOddsChanges = patch.acceptOddsChanges;
  }
  if (patch.defaultStake !== undefined) {
    const stake = checkDefaultStake(patch.defaultStake);
    if (!stake.ok) throw new RangeError(`Invalid default stake (${stake.error}): ${String(patch.defaultStake)}`);
    next.defaultStake = stake.value;
  }
  const current = useStore.getState();
  const changed = (Object.keys(next) as (keyof BookmakerSettings)[]).some((key) => next[key] !== current[key]);
  if (changed) useStore.setState(next, true);
  return useStore.getState();
}

/** Back to the defaults (also saved). */
export function resetBookmakerSettings(): BookmakerSettings {
  useStore.setState({ ...DEFAULT_BOOKMAKER_SETTINGS }, true);
  return useStore.getState();
}

/** Calls `listener` after every change (not at once); returns the function that stops it. */
export function subscribeBookmakerSettings(
  listener: (settings: BookmakerSettings, previous: BookmakerSettings) => void,
): () => void {
  return useStore.subscribe(listener);
}

const whole = (settings: BookmakerSettings) => settings;

/** The settings in a component, which re-renders when they change (or only when the selected part does). */
export function useBookmakerSettings(): BookmakerSettings;
export function useBookmakerSettings<T>(selector: (settings: BookmakerSettings) => T): T;
export function useBookmakerSettings<T>(selector?: (settings: BookmakerSettings) => T): T | BookmakerSettings {
  return useStore<T | BookmakerSettings>(selector ?? whole);
}

// ——— Odds as the player reads them ———

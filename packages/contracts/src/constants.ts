/** Business constants and limits of SPEC.md §9, in one place for both apps. */
export const POLL = {
  userDataMs: 5_000,
  settingsMs: 600_000,
  noticesMs: 15_000,
  gameListsMs: 180_000,
} as const;

export const CACHE = {
  sliderMs: 3_600_000,
  slotsListMs: 7_200_000,
  pwaNoticeMs: 1_800_000,
} as const;

export const PERSIST = {
  keyPrefix: 'persist:',
  slotsStoreVersion: 11,
  authStoreVersion: 1,
  rehydrationMs: 5_000,
} as const;

export const SESSION = {
  inactivityMs: 20 * 60_000,
} as const;

export const REQUEST_TIMEOUT_MS = 30_000;
export const ERROR_BOUNDARY_RELOAD_CAP = 3;

export const LANGUAGE_SELECTOR = { closeAfterLeaveMs: 2_500, maxOpenMs: 6_000 } as const;

export const LAYOUT = { headerPx: 60, sidePanelPx: 300 } as const;
export const BREAKPOINTS = { mobile: 475, tablet: 767, laptop: 1024, prelaptop: 1440 } as const;

export const DEFAULT_ROUTE = '/slots/casino';
export const DATE_FORMAT = 'DD/MM/YYYY';
export const TIME_FORMAT = 'HH:mm:ss';

export const MIN_AGE_YEARS = 18;

/** SPEC.md §4, §9 (terms): an account with no sign-in, no game and no payment for this many months is closed and paid out. */
export const INACTIVITY_CLOSURE_MONTHS = 24;

/** SPEC.md §9: the jackpot tiers, and the order the site shows them in. */
export const JACKPOT_TIERS = ['gold', 'silver', 'bronze', 'diamond'] as const;
export type JackpotTier = (typeof JACKPOT_TIERS)[number];
export const JACKPOT_DISPLAY_ORDER: readonly JackpotTier[] = ['silver', 'gold', 'diamond', 'bronze'];

/** How often the site asks for the jackpots' pools; the ticker grows between two answers. */
export const JACKPOT_POLL_MS = 15_000;

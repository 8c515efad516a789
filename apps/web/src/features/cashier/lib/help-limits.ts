/**
 * The help page's figures (SPEC §9, in EUR): what the player is told to expect. The
 * systems' own limits, shown beside them, are what the server enforces.
 */
export const HELP_LIMITS = {
  currency: 'EUR',
  cardDepositMin: 5,
  withdrawalMin: 10,
  payoutConfirmHours: 1,
  cardFundsMinutes: 5,
  depositConfirmHours: 24,
} as const;

/** Roles of SPEC.md §4; only P (player) may use the player site. */
// Plain constants only: the web app imports them on its first page, which must not pull in zod.
export const ROLES = ['P', 'C', 'A', 'SO', 'SA', 'O'] as const;
export type RoleCode = (typeof ROLES)[number];
export const PLAYER_ROLE: RoleCode = 'P';

export const USER_TYPES = ['self-registered', 'with-cashier'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const TRANSACTION_STATUSES = ['ALL', 'COMPLETED', 'OPEN', 'IN_PROCESS', 'REJECTED'] as const;
export const BET_STATUSES = ['Wait', 'Loser', 'Voided', 'Winner', 'Done', 'Cancelled'] as const;

export const PAYMENT_STATUS = {
  started: 10,
  requested: 20,
  approved: 21,
  approvalFailed: 22,
  manualProcessRequired: 27,
  success: 30,
  failed: 40,
  expired: 45,
} as const;

export const BONUS_TYPES = [
  'Cashback',
  'SportDiscount',
  'FirstDeposit',
  'DetractedFirstDepositBonusByWithdrawal',
  'IncreasedBySO',
  'IncreasedByOwner',
  'TransferBonusesToBalance',
  'LuckySpin',
  'PersonalJackpot',
  // the platform's own: what was left of a bonus whose wagering requirement ran out (decision 032)
  'WageringExpired',
  // the platform's own: the bonus balance of an account closed on request or for inactivity (decision 038)
  'ForfeitedOnClosure',
] as const;

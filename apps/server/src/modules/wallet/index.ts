export type { BonusMovementFilter, BonusMovementRow } from './bonus-movements.repository.js';
export type { CashMovementRow } from './cash-movements.repository.js';
export { splitLike, type GameMoneyRef, type StakeSplit } from './wallet.game-rules.js';
export type { GameBook } from './wallet.game-book.js';
export { fromDefaultCurrency, limitsFor, type Limits, perCurrencyAmount } from './wallet.limits.js';
export { reconcile, type ReconcileReport } from './wallet.reconcile.js';
export { type BonusKind, createWalletService, type PlayerBalances, type WalletService } from './wallet.service.js';
export type { PoolContribution, PoolRow } from './wallet.pools.js';
export type { WalletMetrics } from './wallet.metrics.js';

import { fromMinor, toMinor } from '@casino/contracts';

/**
 * The studio keeps money in integer minor units; the seamless-wallet API speaks decimals
 * with 2 places. These two conversions are the only boundary.
 */
export const toWalletAmount = (minor: number): number => fromMinor(minor);
export const fromWalletAmount = (amount: number): number => toMinor(amount);

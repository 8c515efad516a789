import { PAYMENT_STATUS_CODES, PAYMENT_SYSTEM_KINDS } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { isAbandonable, isCancellable, isFinalStatus, statusLabelKey, statusTone } from './status';

describe('payment statuses', () => {
  it('treats exactly 30, 40 and 45 as final', () => {
    expect(PAYMENT_STATUS_CODES.filter(isFinalStatus)).toEqual([30, 40, 45]);
  });
  it('lets only a requested or approved payout be cancelled', () => {
    expect(PAYMENT_STATUS_CODES.filter((s) => isCancellable('payout', s))).toEqual([20, 21]);
    expect(PAYMENT_STATUS_CODES.filter((s) => isCancellable('deposit', s))).toEqual([]);
  });
  it('lets the player abandon only a deposit waiting for its payment, never a bank transfer', () => {
    expect(PAYMENT_STATUS_CODES.filter((s) => isAbandonable('deposit', s, 'card'))).toEqual([20]);
    expect(PAYMENT_STATUS_CODES.filter((s) => isAbandonable('deposit', s, 'crypto'))).toEqual([20]);
    expect(PAYMENT_STATUS_CODES.filter((s) => isAbandonable('deposit', s, 'manual'))).toEqual([]);
    expect(PAYMENT_STATUS_CODES.filter((s) => isAbandonable('payout', s, 'card'))).toEqual([]);
  });
  it('labels a deposit not paid yet as awaiting payment, and a payout by its status', () => {
    expect(statusLabelKey(20, 'deposit')).toBe('cashier.status.awaitingPayment');
    expect(statusLabelKey(10, 'deposit')).toBe('cashier.status.awaitingPayment');
    expect(statusLabelKey(27, 'deposit')).toBe('cashier.status.27');
    expect(statusLabelKey(20, 'payout')).toBe('cashier.status.20');
  });
  it('gives every status a tone', () => {
    expect(PAYMENT_STATUS_CODES.map(statusTone)).toEqual([
      'pending',
      'pending',
      'pending',
      'danger',
      'review',
      'success',
      'danger',
      'danger',
    ]);
  });
});

describe('status texts', () => {
  it('has a label and a message for each direction for every status code, in every language', async () => {
    for (const file of ['en-US', 'fr-fr', 'ar-ar', 'ru']) {
      const messages = (await import(`../../../locales/${file}.pages.json`)).default as {
        cashier: {
          status: Record<string, string>;
          statusMessage: Record<string, Record<string, string>>;
          failedDeposit?: Record<string, string>;
        };
      };
      for (const code of PAYMENT_STATUS_CODES) {
        expect(messages.cashier.status[code], `${file} ${code}`).toBeTruthy();
        expect(messages.cashier.statusMessage.deposit?.[code], `${file} deposit ${code}`).toBeTruthy();
        expect(messages.cashier.statusMessage.payout?.[code], `${file} payout ${code}`).toBeTruthy();
      }
      expect(messages.cashier.status.awaitingPayment, file).toBeTruthy();
      for (const kind of PAYMENT_SYSTEM_KINDS) {
        expect(messages.cashier.failedDeposit?.[kind], `${file} failed ${kind}`).toBeTruthy();
      }
    }
  });
});

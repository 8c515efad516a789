import { type CashierTransferRequest, fromMinor, type RoleCode, toMinor } from '@casino/contracts';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../lib/app-error.js';
import type { Db } from '../../db/database.js';
import type { PaymentsService } from '../payments/index.js';
import type { UsersService } from '../users/index.js';
import type { WalletService } from '../wallet/index.js';
import { createTransactionsView } from './transactions.service.js';

export type BackofficeService = ReturnType<typeof createBackofficeService>;

/**
 * The back-office transactions: the player's list of deposits and withdrawals, and what staff
 * do to players' money. Every rule is checked here, whatever the client sent.
 */
export function createBackofficeService(deps: {
  db: Db;
  users: UsersService;
  wallet: WalletService;
  payments: PaymentsService;
}) {
  return {
    ...createTransactionsView(deps),

    /**
     * A cashier or agent moves cash between their own account and one of their players
     * (to the player: a deposit; from the player: a cashier withdrawal). The player must
     * be theirs (parent), the currency must be the accounts' currency.
     */
    async cashierTransfer(
      staff: { userId: number; role: RoleCode },
      request: CashierTransferRequest,
      key: string = randomUUID(),
    ) {
      const counterpart = request.sender_id === staff.userId ? request.recipient_id : request.sender_id;
      if (![request.sender_id, request.recipient_id].includes(staff.userId) || counterpart === staff.userId) {
        throw new AppError('permission_denied', 403);
      }
      const player = await deps.users.findById(counterpart);
      if (!player || player.role !== 'P' || player.parent_id !== staff.userId)
        throw new AppError('permission_denied', 403);
      if (player.currency !== request.currency)
        throw new AppError('bad_request', 400, 'The currency is not the accounts’ currency.');
      const { sender, recipient } = await deps.wallet.cashierTransfer({
        key: `cashier:${key}`,
        senderId: request.sender_id,
        recipientId: request.recipient_id,
        amount: toMinor(request.amount),
      });
      return {
        amount: request.amount,
        currency: request.currency,
        sender: { id: request.sender_id, balance: fromMinor(sender.cash) },
        recipient: { id: request.recipient_id, balance: fromMinor(recipient.cash) },
      };
    },
  };
}

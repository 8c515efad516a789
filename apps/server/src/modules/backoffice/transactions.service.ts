import { displayCurrency, fromMinor, type Locale, type Transaction, type TransactionsPage } from '@casino/contracts';
import type { TransactionsQuery } from '@casino/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { PaymentsService } from '../payments/index.js';
import type { WalletService } from '../wallet/index.js';
import * as repo from './transactions.repository.js';

type Query = z.output<typeof TransactionsQuery>;

const DAY_MS = 86_400_000;
const dayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

function toTransaction(row: repo.TransactionRow): Transaction {
  const sign = row.type === 'deposit' ? -1 : 1;
  return {
    id: row.id,
    fromId: row.from_id,
    toId: row.to_id,
    amount: fromMinor(row.amount),
    currency: displayCurrency(row.currency),
    balanceBefore: row.balance_after === null ? null : fromMinor(row.balance_after + sign * row.amount),
    balanceAfter: row.balance_after === null ? null : fromMinor(row.balance_after),
    date: row.created_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    completedAt: row.completed_at?.toISOString() ?? null,
    status: row.status,
    type: row.type,
    kind: row.kind,
    paymentSystem: row.payment_system,
    method: row.method,
  };
}

/** The player's deposits and withdrawals, as the profile's transactions page lists them. */
export function createTransactionsView(deps: {
  db: Db;
  wallet: Pick<WalletService, 'cashMovementsPart'>;
  payments: Pick<PaymentsService, 'transactionsPart'>;
}) {
  const sourcesOf = (userId: number, locale: Locale | null): repo.TransactionSources => ({
    movements: deps.wallet.cashMovementsPart(userId),
    payments: deps.payments.transactionsPart(userId, locale),
  });

  return {
    /**
     * Lists a player's transactions. `sender` asks for withdrawals and `recipient` for
     * deposits; either must be the player's own id (anything else is refused). Payment
     * methods are named in `locale`.
     */
    async listPlayerTransactions(
      userId: number,
      query: Query,
      locale: Locale | null = null,
    ): Promise<TransactionsPage> {
      for (const id of [query.sender, query.recipient]) {
        if (id !== undefined && id !== userId) throw new AppError('permission_denied', 403);
      }
      const types = [
        ...(query.sender !== undefined ? (['withdrawal'] as const) : []),
        ...(query.recipient !== undefined ? (['deposit'] as const) : []),
      ];
      const filter: repo.TransactionFilter = {
        from: query.created_from ? dayStart(query.created_from) : undefined,
        // A to-date means the whole of that day: up to the next day's start.
        to: query.created_to ? new Date(dayStart(query.created_to).getTime() + DAY_MS) : undefined,
        types: types.length ? types : undefined,
        status: query.status === 'ALL' ? undefined : query.status,
      };
      const sources = sourcesOf(userId, locale);
      const [rows, count] = await Promise.all([
        repo.listTransactions(deps.db, sources, filter, {
          limit: query.page_size,
          offset: (query.page - 1) * query.page_size,
        }),
        repo.countTransactions(deps.db, sources, filter),
      ]);
      return { count, page: query.page, page_size: query.page_size, results: rows.map(toTransaction) };
    },

    /** One of the player's transactions; another player's id is simply not found. */
    async getPlayerTransaction(userId: number, id: string, locale: Locale | null = null): Promise<Transaction> {
      const [row] = await repo.listTransactions(deps.db, sourcesOf(userId, locale), { id }, { limit: 1, offset: 0 });
      if (!row) throw new AppError('not_found', 404);
      return toTransaction(row);
    },
  };
}

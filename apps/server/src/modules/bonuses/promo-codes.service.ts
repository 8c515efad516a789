import {
  type CreatePromoCodeRequest,
  displayCurrency,
  fromMinor,
  type PromoActivation,
  type PromoCode,
  type PromoReward,
  toMinor,
} from '@casino/contracts';
import type { z } from 'zod';
import type { Db, Executor, Tx } from '../../db/database.js';
import { AppError, FieldValidationError } from '../../lib/app-error.js';
import type { SettingsService } from '../settings/index.js';
import type { UsersService } from '../users/index.js';
import type { WalletService } from '../wallet/index.js';
import type { WageringService } from './wagering.service.js';
import * as repo from './promo-codes.repository.js';

type NewPromoCode = z.output<typeof CreatePromoCodeRequest>;

/** Free spins and free bets as the games and seamless modules grant them, inside a given transaction. */
export interface PromoGrants {
  freeSpins(
    request: { userId: number; provider: string; gameId: string; count: number; bet: number; validHours: number },
    db: Executor,
  ): Promise<{ id: number }>;
  freeBet(
    request: { userId: number; provider: string; amount: number; expiresAt: Date },
    db: Executor,
  ): Promise<{ id: number }>;
}

const UNIQUE_VIOLATION = '23505';
const HOUR_MS = 3_600_000;
const ACTIVATIONS_LISTED = 50;

function rewardOf(row: repo.PromoCodeRow): PromoReward {
  const currency = displayCurrency(row.currency);
  const amount = fromMinor(row.amount);
  if (row.reward === 'bonus') return { kind: 'bonus', amount, currency };
  if (row.reward === 'free_bet')
    return { kind: 'free_bet', provider: row.provider!, amount, currency, validHours: row.valid_hours! };
  return {
    kind: 'free_spins',
    provider: row.provider!,
    gameId: row.game_id!,
    spins: row.spins!,
    bet: amount,
    currency,
    validHours: row.valid_hours!,
  };
}

function toPromoCode(row: repo.PromoCodeRow): PromoCode {
  return {
    id: row.id,
    code: row.code,
    currency: row.currency,
    reward: rewardOf(row),
    startsAt: row.starts_at?.toISOString() ?? null,
    endsAt: row.ends_at?.toISOString() ?? null,
    maxActivations: row.max_activations,
    perPlayerLimit: row.per_player_limit,
    activations: row.activations,
    disabled: row.disabled_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}

/** Whether players may activate the code now (it may still be used up). */
function isOpen(row: repo.PromoCodeRow, now: Date): boolean {
  return (
    row.disabled_at === null &&
    (row.starts_at === null || row.starts_at <= now) &&
    (row.ends_at === null || now < row.ends_at) &&
    (row.max_activations === null || row.activations < row.max_activations)
  );
}

export type PromoCodeService = ReturnType<typeof createPromoCodeService>;

/**
 * Promo codes (SPEC.md §7 /api/referral/activate/): a code grants bonus money (as IncreasedBySO,
 * the operator's grant), free spins on a game or a free bet. An activation and its grant are one
 * transaction under the code's row lock, so the code's total and each player's limit hold under
 * any number of players racing, and a failed grant leaves no activation behind.
 */
export function createPromoCodeService(deps: {
  db: Db;
  now: () => Date;
  wallet: Pick<WalletService, 'grantBonus'>;
  users: Pick<UsersService, 'findById'>;
  settings: Pick<SettingsService, 'findCurrency'>;
  grants: PromoGrants;
  wagering: Pick<WageringService, 'openFor'>;
}) {
  async function grant(tx: Tx, code: repo.PromoCodeRow, activation: repo.PromoActivationRow) {
    const userId = activation.user_id;
    if (code.reward === 'bonus') {
      const key = `promo:${activation.id}`;
      const granted = { key, userId, amount: code.amount, kind: 'IncreasedBySO' as const };
      await deps.wallet.grantBonus(granted, tx);
      await deps.wagering.openFor(tx, [granted]);
    } else if (code.reward === 'free_spins') {
      const { id } = await deps.grants.freeSpins(
        {
          userId,
          provider: code.provider!,
          gameId: code.game_id!,
          count: code.spins!,
          bet: fromMinor(code.amount),
          validHours: code.valid_hours!,
        },
        tx,
      );
      await repo.linkActivation(tx, activation.id, { free_spin_session_id: id });
    } else {
      const expiresAt = new Date(activation.created_at.getTime() + code.valid_hours! * HOUR_MS);
      const { id } = await deps.grants.freeBet(
        { userId, provider: code.provider!, amount: code.amount, expiresAt },
        tx,
      );
      await repo.linkActivation(tx, activation.id, { free_bet_id: id });
    }
  }

  async function activateIn(tx: Tx, userId: number, code: string): Promise<PromoActivation> {
    const row = await repo.lockCode(tx, code);
    const user = await deps.users.findById(userId, tx);
    const now = deps.now();
    // Unknown, closed, used up or for another currency: to the player, the code does not exist.
    if (!row || !user || row.currency !== user.currency || !isOpen(row, now)) {
      throw new AppError('referral_code_not_found', 400, 'This promo code does not exist or is no longer valid.');
    }
    if ((await repo.countActivations(tx, row.id, userId)) >= row.per_player_limit) {
      throw new AppError('referral_code_already_activated', 400, 'You have already activated this promo code.');
    }
    const activation = await repo.insertActivation(tx, row.id, userId, now);
    await grant(tx, row, activation);
    return {
      id: activation.id,
      code: row.code,
      reward: rewardOf(row),
      activatedAt: activation.created_at.toISOString(),
    };
  }

  return {
    /** The player activates a code (already upper-cased); inside `tx` when given (a sign-up's). */
    activate(userId: number, code: string, tx?: Tx): Promise<PromoActivation> {
      return tx ? activateIn(tx, userId, code) : deps.db.transaction().execute((own) => activateIn(own, userId, code));
    },

    async activations(userId: number): Promise<PromoActivation[]> {
      const rows = await repo.listActivations(deps.db, userId, ACTIVATIONS_LISTED);
      return rows.map((row) => ({
        id: row.activation_id,
        code: row.code,
        reward:
          row.game_name && row.reward === 'free_spins' ? { ...rewardOf(row), gameName: row.game_name } : rewardOf(row),
        activatedAt: row.activated_at.toISOString(),
      }));
    },

    /** The operator creates a code. */
    async create(request: NewPromoCode, createdBy: number | null): Promise<PromoCode> {
      if (!(await deps.settings.findCurrency(request.currency)))
        throw FieldValidationError.of('currency', 'invalid_currency');
      const { reward } = request;
      try {
        const row = await repo.insertCode(deps.db, {
          code: request.code,
          reward: reward.kind,
          currency: request.currency,
          amount: toMinor(reward.kind === 'free_spins' ? reward.bet : reward.amount),
          provider: reward.kind === 'bonus' ? null : reward.provider,
          game_id: reward.kind === 'free_spins' ? reward.game_id : null,
          spins: reward.kind === 'free_spins' ? reward.spins : null,
          valid_hours: reward.kind === 'bonus' ? null : reward.valid_hours,
          starts_at: request.starts_at ? new Date(request.starts_at) : null,
          ends_at: request.ends_at ? new Date(request.ends_at) : null,
          max_activations: request.max_activations ?? null,
          per_player_limit: request.per_player_limit,
          created_by: createdBy,
          created_at: deps.now(),
        });
        return toPromoCode(row);
      } catch (error) {
        if ((error as { code?: string }).code === UNIQUE_VIOLATION)
          throw FieldValidationError.of('code', 'already_exists');
        throw error;
      }
    },

    list: async (): Promise<PromoCode[]> => (await repo.listCodes(deps.db, 200)).map(toPromoCode),

    /** Disables a code: later activations are refused, earlier grants stay. */
    async disable(id: number): Promise<PromoCode> {
      const row = await repo.disableCode(deps.db, id, deps.now());
      if (!row) throw new AppError('not_found', 404);
      return toPromoCode(row);
    },
  };
}

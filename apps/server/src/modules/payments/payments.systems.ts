import { randomBytes } from 'node:crypto';
import { fromMinor, type Locale, type PaymentSystem } from '@casino/contracts';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { type ClosedLoop, closedLoopOf } from './closed-loop.js';
import * as repo from './payments.repository.js';
import type { PaymentsDeps } from './payments.transition.js';
import { localizedText } from './system-texts.js';

/** A system's limits in the player's currency, minor units. */
export interface SystemLimits {
  min: number;
  max: number;
}

/**
 * A converted limit as a person would write it: three significant figures, in whole units
 * at least (2.985 → 3, 2 985.07 → 2 980, 298 507.46 → 298 000), rounded inwards by `round`
 * (Math.ceil for a minimum, Math.floor for a maximum). Minor units in and out.
 */
export function roundLimit(minor: number, round: (n: number) => number): number {
  const digits = String(Math.trunc(minor)).length;
  const step = Math.max(100, 10 ** Math.max(0, digits - 3));
  return round(minor / step) * step;
}

/** Payment systems as the player sees them: offered to their currency, limits in it. */
export function createSystems(deps: PaymentsDeps) {
  /** Converts minor units between currencies with the operator's rates (units per default-currency unit). */
  async function converter(db: Executor = deps.db) {
    const { rates } = await deps.settings.readStored(db);
    const rate = (code: string) => rates[code] ?? 1;
    return (minor: number, from: string, to: string, round: (n: number) => number) =>
      from === to ? minor : round((minor * rate(to)) / rate(from));
  }

  async function limitsOf(system: repo.PaymentSystemRow, currency: string): Promise<SystemLimits> {
    if (system.limits_currency === currency) return { min: system.min_amount, max: system.max_amount };
    const convert = await converter();
    // The minimum is ceiled and the maximum floored: a converted limit never admits an
    // amount the configured one would refuse.
    const exact = {
      min: convert(system.min_amount, system.limits_currency, currency, Math.ceil),
      max: convert(system.max_amount, system.limits_currency, currency, Math.floor),
    };
    const rounded = { min: roundLimit(exact.min, Math.ceil), max: roundLimit(exact.max, Math.floor) };
    // A range too narrow to round (or under one unit) keeps its exact bounds.
    return rounded.max >= rounded.min && rounded.max > 0 ? rounded : exact;
  }

  // Offered when a processor takes its payments (the sandbox ones are off in production
  // unless turned on) and it serves the currency: a player never picks a method that can only refuse.
  const offeredTo = (system: repo.PaymentSystemRow, currency: string) =>
    deps.processors.has(system.processor) && (system.currency === null || system.currency === currency);

  return {
    limitsOf,

    /**
     * The direction's systems offered to a currency, amounts as decimals of it, texts in the
     * locale, and for payouts what the player's closed loop says of each.
     */
    async list(
      direction: repo.Direction,
      currency: string,
      locale: Locale | null,
      loop: ClosedLoop | null = null,
    ): Promise<PaymentSystem[]> {
      const systems = (await repo.listSystems(deps.db, direction)).filter((s) => offeredTo(s, currency));
      return Promise.all(
        systems.map(async (s) => {
          const { min, max } = await limitsOf(s, currency);
          return {
            slug: s.slug,
            ...localizedText(s, locale),
            min: fromMinor(min),
            max: fromMinor(max),
            isTemporaryDisabled: s.is_temporary_disabled,
            kind: s.kind,
            closedLoop: direction === 'payout' ? closedLoopOf(s, loop) : null,
          };
        }),
      );
    },

    /**
     * The system a payment may use: it exists, is enabled, is offered to the currency, and
     * the amount is within its limits. A payout passes the player's cash (`available`): an
     * amount above it is not_enough_money before it is above the maximum, since the balance
     * is what the player can change.
     */
    async usable(direction: repo.Direction, slug: string, currency: string, amount: number, available?: number) {
      const system = await repo.findSystem(deps.db, direction, slug);
      if (!system || !offeredTo(system, currency)) {
        throw new AppError('payment_system_unavailable', 400, `No ${direction} system "${slug}" for ${currency}.`);
      }
      if (system.is_temporary_disabled) {
        throw new AppError(
          'payment_system_unavailable',
          400,
          `The ${direction} system "${slug}" is temporarily disabled.`,
        );
      }
      const { min, max } = await limitsOf(system, currency);
      if (amount < min) {
        throw new AppError('payment_system_limits', 400, `Below the minimum: at least ${fromMinor(min)} ${currency}.`);
      }
      if (available !== undefined && amount > available) {
        throw new AppError('not_enough_money', 400, `Your balance is ${fromMinor(available)} ${currency}.`);
      }
      if (amount > max) {
        throw new AppError('payment_system_limits', 400, `Above the maximum: at most ${fromMinor(max)} ${currency}.`);
      }
      return system;
    },

    /** The terms' extra-verification threshold in a currency (floored, like the wallet's terms limits). */
    async extraVerificationThreshold(currency: string): Promise<number> {
      const { currency: from, amount } = deps.extraVerification;
      return (await converter())(amount, from, currency, Math.floor);
    },

    /** The system's callback HMAC key, created on first use. */
    async callbackSecret(system: repo.PaymentSystemRow): Promise<string> {
      if (system.callback_secret) return system.callback_secret;
      const secret = await repo.callbackSecret(deps.db, system.direction, system.slug, randomBytes(32).toString('hex'));
      if (!secret) throw new AppError('not_found', 404, 'No such payment system.');
      return secret;
    },

    /** Adds or changes a payment system (operator configuration, seeds, tests). */
    upsert: (system: Parameters<typeof repo.upsertSystem>[1]) => repo.upsertSystem(deps.db, system),
  };
}

export type Systems = ReturnType<typeof createSystems>;

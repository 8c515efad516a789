import {
  type CreatePaymentSystemRequest,
  fromMinor,
  type Locale,
  LOCALES,
  PAYMENT_SYSTEM_KINDS,
  type PaymentSystemConfig,
  type PaymentSystemKind,
  type PaymentSystemText,
  type PaymentSystemTexts,
  toMinor,
  type UpdatePaymentSystemRequest,
} from '@casino/contracts';
import { AppError, FieldValidationError } from '../../lib/app-error.js';
import * as repo from './payments.repository.js';
import type { PaymentsDeps } from './payments.transition.js';

/** The processor each kind of system uses; a real processor would replace a sandbox one here. */
export const PROCESSOR_OF_KIND: Record<PaymentSystemKind, string> = {
  card: 'sandbox-card',
  crypto: 'sandbox-crypto',
  manual: 'manual',
};

/** The stored texts of the site's locales (anything else in the column is left out). */
function textsOf(row: repo.PaymentSystemRow): PaymentSystemTexts {
  return Object.fromEntries(
    LOCALES.flatMap((locale) => {
      const text = row.texts[locale];
      return text && typeof text.name === 'string'
        ? [[locale, { name: text.name, description: typeof text.description === 'string' ? text.description : '' }]]
        : [];
    }),
  );
}

/** A system as the operator sees it; `available`: whether its processor is plugged in on this server. */
export function toSystemConfig(row: repo.PaymentSystemRow, available: boolean): PaymentSystemConfig {
  return {
    direction: row.direction,
    slug: row.slug,
    name: row.name,
    description: row.description,
    kind: row.kind,
    currency: row.currency,
    limitsCurrency: row.limits_currency,
    min: fromMinor(row.min_amount),
    max: fromMinor(row.max_amount),
    isTemporaryDisabled: row.is_temporary_disabled,
    sort: row.sort,
    texts: textsOf(row),
    available,
  };
}

/** The stored texts with the locales a change names set (a text) or removed (null). */
function mergeTexts(
  current: PaymentSystemTexts,
  changes: NonNullable<UpdatePaymentSystemRequest['texts']>,
): PaymentSystemTexts {
  const merged: PaymentSystemTexts = { ...current };
  for (const [locale, text] of Object.entries(changes) as [Locale, PaymentSystemText | null | undefined][]) {
    if (text === null) delete merged[locale];
    else if (text) merged[locale] = { name: text.name, description: text.description ?? '' };
  }
  return merged;
}

/** The operator's configuration of payment systems (create, update, list); operator roles only, checked by the routes. */
export function createSystemsConfigService(deps: PaymentsDeps) {
  async function checkCurrencies(values: { currency?: string | null; limitsCurrency?: string }) {
    for (const [field, code] of [
      ['currency', values.currency],
      ['limitsCurrency', values.limitsCurrency],
    ] as const) {
      if (code && !(await deps.settings.findCurrency(code))) throw FieldValidationError.of(field, 'invalid_currency');
    }
  }
  const checkLimits = (min: number, max: number) => {
    if (max < min) throw FieldValidationError.of('max', 'invalid');
  };
  const runs = (kind: PaymentSystemKind) => deps.processors.has(PROCESSOR_OF_KIND[kind]);
  // A system of a kind nothing runs here would be offered to no player: refused, as the console offers only the others.
  const checkKind = (kind: PaymentSystemKind) => {
    if (!runs(kind)) throw FieldValidationError.of('kind', 'invalid');
  };
  const config = (row: repo.PaymentSystemRow) => toSystemConfig(row, deps.processors.has(row.processor));

  return {
    list: async () => (await repo.listAllSystems(deps.db)).map(config),

    /** The kinds whose processor this server runs (the sandbox ones only when turned on). */
    kinds: () => PAYMENT_SYSTEM_KINDS.filter(runs),

    /** Adds a system; an existing (direction, slug) is already_exists. */
    async create(
      request: CreatePaymentSystemRequest & { description: string; limitsCurrency: string; texts: PaymentSystemTexts },
    ) {
      checkKind(request.kind);
      await checkCurrencies(request);
      const min = toMinor(request.min);
      const max = toMinor(request.max);
      checkLimits(min, max);
      const inserted = await repo.insertSystem(deps.db, {
        direction: request.direction,
        slug: request.slug,
        name: request.name,
        description: request.description,
        kind: request.kind,
        processor: PROCESSOR_OF_KIND[request.kind],
        currency: request.currency ?? null,
        limits_currency: request.limitsCurrency,
        min_amount: min,
        max_amount: max,
        is_temporary_disabled: request.isTemporaryDisabled ?? false,
        sort: request.sort ?? 0,
        texts: JSON.stringify(request.texts),
      });
      if (!inserted)
        throw new AppError('already_exists', 409, `A ${request.direction} system "${request.slug}" exists.`);
      return config((await repo.findSystem(deps.db, request.direction, request.slug))!);
    },

    /** Changes some of a system's fields; its payments keep their history (the slug never changes). */
    async update(direction: repo.Direction, slug: string, changes: UpdatePaymentSystemRequest) {
      const current = await repo.findSystem(deps.db, direction, slug);
      if (!current) throw new AppError('not_found', 404, 'No such payment system.');
      // The same kind again keeps the processor (a real one registered under its own name stays).
      const kind = changes.kind !== undefined && changes.kind !== current.kind ? changes.kind : undefined;
      if (kind) checkKind(kind);
      await checkCurrencies(changes);
      const min = changes.min !== undefined ? toMinor(changes.min) : current.min_amount;
      const max = changes.max !== undefined ? toMinor(changes.max) : current.max_amount;
      checkLimits(min, max);
      const row = await repo.updateSystem(deps.db, direction, slug, {
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.description !== undefined ? { description: changes.description } : {}),
        ...(kind ? { kind, processor: PROCESSOR_OF_KIND[kind] } : {}),
        ...(changes.currency !== undefined ? { currency: changes.currency } : {}),
        ...(changes.limitsCurrency !== undefined ? { limits_currency: changes.limitsCurrency } : {}),
        ...(changes.isTemporaryDisabled !== undefined ? { is_temporary_disabled: changes.isTemporaryDisabled } : {}),
        ...(changes.sort !== undefined ? { sort: changes.sort } : {}),
        ...(changes.texts !== undefined ? { texts: JSON.stringify(mergeTexts(textsOf(current), changes.texts)) } : {}),
        min_amount: min,
        max_amount: max,
      });
      return config(row!);
    },
  };
}

import {
  CreatePaymentSystemRequest,
  type Locale,
  LOCALES,
  type PaymentDirection,
  type PaymentSystemConfig,
  type PaymentSystemKind,
  UpdatePaymentSystemRequest,
} from '@casino/contracts';
import { type FieldCodes, parseForm } from '@/lib/contract-form';

export interface TextValues {
  name: string;
  description: string;
}

/** What the system dialog's fields hold, as typed. */
export interface SystemFormValues {
  direction: PaymentDirection;
  slug: string;
  name: string;
  description: string;
  kind: PaymentSystemKind;
  /** Blank: offered to every currency. */
  currency: string;
  limitsCurrency: string;
  min: string;
  max: string;
  sort: string;
  enabled: boolean;
  /** A locale left blank has no text of its own: its players read the default name and description. */
  texts: Record<Locale, TextValues>;
}

type Parsed<T> = { ok: true; data: T } | { ok: false; errors: FieldCodes };

const blankTexts = (): Record<Locale, TextValues> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, { name: '', description: '' }])) as Record<Locale, TextValues>;

/** A new system's fields: enabled, first in its direction's order, limits in the given currency. */
export function newSystemValues(
  direction: PaymentDirection,
  kind: PaymentSystemKind,
  limitsCurrency: string,
): SystemFormValues {
  return {
    direction,
    slug: '',
    name: '',
    description: '',
    kind,
    currency: '',
    limitsCurrency,
    min: '',
    max: '',
    sort: '0',
    enabled: true,
    texts: blankTexts(),
  };
}

/** A system's fields as the server has it. */
export function systemValues(system: PaymentSystemConfig): SystemFormValues {
  const texts = blankTexts();
  for (const locale of LOCALES) {
    const text = system.texts[locale];
    if (text) texts[locale] = { name: text.name, description: text.description };
  }
  return {
    direction: system.direction,
    slug: system.slug,
    name: system.name,
    description: system.description,
    kind: system.kind,
    currency: system.currency ?? '',
    limitsCurrency: system.limitsCurrency,
    min: String(system.min),
    max: String(system.max),
    sort: String(system.sort),
    enabled: !system.isTemporaryDisabled,
    texts,
  };
}

/**
 * A typed number ("12,5" as a French keyboard gives it, "10 000" with a space): blank gives
 * undefined (the contract says `required`), anything unreadable NaN (it says `invalid`).
 */
export function parseNumber(text: string): number | undefined {
  const trimmed = text.replace(/\s/g, '').replace(',', '.');
  if (!trimmed) return undefined;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Whether an amount has at most two decimals: the server keeps limits in cents and would drop the rest. */
const isCents = (amount: number) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;

/**
 * What the contract does not say of the limits: both given (a change may leave a field out, a
 * form may not), whole cents, and a maximum not below the minimum (the server's rule).
 */
function limitCodes(min: number | undefined, max: number | undefined): FieldCodes {
  const codes: FieldCodes = {};
  for (const [field, value] of [
    ['min', min],
    ['max', max],
  ] as const) {
    if (value === undefined) codes[field] = 'required';
    else if (Number.isFinite(value) && !isCents(value)) codes[field] = 'too_precise';
  }
  if (!codes.min && !codes.max && min !== undefined && max !== undefined && max < min) codes.max = 'max_below_min';
  return codes;
}

/** The fields every request shares, as the contract reads them. */
function commonInput(values: SystemFormValues) {
  return {
    name: values.name,
    description: values.description,
    kind: values.kind,
    currency: values.currency || null,
    limitsCurrency: values.limitsCurrency,
    min: parseNumber(values.min),
    max: parseNumber(values.max),
    // A blank place is the first one, as the server's default.
    sort: parseNumber(values.sort) ?? 0,
    isTemporaryDisabled: !values.enabled,
  };
}

const filled = (text: TextValues) => Boolean(text.name.trim() || text.description.trim());

/** The contract's parse, with the limits' own checks; every field's first error, or the request. */
function parseWith<T>(parsed: Parsed<T>, input: { min?: number | undefined; max?: number | undefined }): Parsed<T> {
  const limits = limitCodes(input.min, input.max);
  const errors = { ...limits, ...(parsed.ok ? {} : parsed.errors) };
  return Object.keys(errors).length ? { ok: false, errors } : parsed;
}

/** A new system's request, validated as the server will; texts only for the locales filled in. */
export function createRequestOf(values: SystemFormValues): Parsed<CreatePaymentSystemRequest> {
  const input = {
    ...commonInput(values),
    direction: values.direction,
    slug: values.slug.trim(),
    texts: Object.fromEntries(
      LOCALES.filter((locale) => filled(values.texts[locale])).map((l) => [l, values.texts[l]]),
    ),
  };
  return parseWith(parseForm(CreatePaymentSystemRequest, input), input);
}

const SCALARS = [
  'name',
  'description',
  'kind',
  'currency',
  'limitsCurrency',
  'min',
  'max',
  'isTemporaryDisabled',
  'sort',
] as const;

/**
 * The changes to a system, validated as the server will: only the fields that differ from it, and
 * `texts` only for the locales set anew (a text) or emptied (null). `{}` when nothing changed.
 */
export function updateRequestOf(
  values: SystemFormValues,
  system: PaymentSystemConfig,
): Parsed<UpdatePaymentSystemRequest> {
  const texts = Object.fromEntries(
    LOCALES.flatMap((locale): [Locale, TextValues | null][] => {
      if (filled(values.texts[locale])) return [[locale, values.texts[locale]]];
      return system.texts[locale] ? [[locale, null]] : [];
    }),
  );
  const input = { ...commonInput(values), texts };
  const parsed = parseWith(parseForm(UpdatePaymentSystemRequest, input), input);
  if (!parsed.ok) return parsed;
  const { data } = parsed;
  const changes: Record<string, unknown> = {};
  for (const key of SCALARS) if (data[key] !== undefined && data[key] !== system[key]) changes[key] = data[key];
  const changedTexts = Object.entries(data.texts ?? {}).filter(([locale, text]) => {
    const current = system.texts[locale as Locale];
    if (text === null) return current !== undefined;
    return !current || current.name !== text?.name || current.description !== (text?.description ?? '');
  });
  if (changedTexts.length) changes.texts = Object.fromEntries(changedTexts);
  return { ok: true, data: changes as UpdatePaymentSystemRequest };
}

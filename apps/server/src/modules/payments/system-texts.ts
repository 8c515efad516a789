import type { Locale } from '@casino/contracts';
import type { PaymentSystemTexts } from '../../db/schema.js';

/** A system's name and description in a locale: its own text there, field by field, else the default. */
export function localizedText(
  system: { name: string; description: string; texts: PaymentSystemTexts },
  locale: Locale | null,
): { name: string; description: string } {
  const own = locale ? system.texts[locale] : undefined;
  return {
    name: own?.name?.trim() ? own.name : system.name,
    description: own?.description?.trim() ? own.description : system.description,
  };
}

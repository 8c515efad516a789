import { type Locale, LOCALE_LANG } from '@casino/contracts';
import { Input } from '@casino/ui/input';
import { TextArea } from '@casino/ui/text-area';
import { useTranslation } from 'react-i18next';
import type { FieldCodes } from '@/lib/contract-form';
import { LANGUAGES } from '@/lib/languages';
import { systemFieldError } from '../lib/field-errors';
import type { TextValues } from '../lib/system-form';

/** A system's name and description in each site language; one left blank falls back to the default text. */
export function SystemTextsFields({
  texts,
  errors,
  onChange,
}: {
  texts: Record<Locale, TextValues>;
  errors: FieldCodes;
  onChange: (locale: Locale, text: TextValues) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-white/5 p-3">
      <legend className="px-1 text-sm font-medium text-fog-300">{t('paymentSystems.texts')}</legend>
      <p className="text-xs text-fog-500">{t('paymentSystems.textsHint')}</p>
      {LANGUAGES.map(({ lang, text: language }) => (
        <div key={lang} className="flex flex-col gap-2">
          {/* Typed in its own language: the browser's spell-checking follows it. */}
          <Input
            label={t('paymentSystems.textName', { language })}
            lang={LOCALE_LANG[lang]}
            value={texts[lang].name}
            maxLength={80}
            error={systemFieldError(errors, `texts.${lang}.name`)}
            onChange={(event) => onChange(lang, { ...texts[lang], name: event.target.value })}
          />
          <TextArea
            label={t('paymentSystems.textDescription', { language })}
            lang={LOCALE_LANG[lang]}
            value={texts[lang].description}
            rows={2}
            maxLength={500}
            error={systemFieldError(errors, `texts.${lang}.description`)}
            onChange={(event) => onChange(lang, { ...texts[lang], description: event.target.value })}
          />
        </div>
      ))}
    </fieldset>
  );
}

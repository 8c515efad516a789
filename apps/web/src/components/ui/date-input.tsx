import { cn } from '@casino/ui/cn';
import { FieldShell, controlClasses, describedBy } from '@casino/ui/field';
import { useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { datePlaceholder, formatDate, isIsoDay, maskDate, parseDate } from '@/lib/date';
import { useLocale } from '@/lib/i18n';
import { CalendarIcon } from './page-icons';

export interface DateInputProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'min' | 'max'> {
  label?: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** An ISO day (YYYY-MM-DD), '' for none, or text the player is still typing. */
  value: string;
  /** The ISO day once the text is a complete, real date; '' when cleared; else the text as typed. */
  onChange: (value: string) => void;
  /** ISO days that bound the calendar. */
  min?: string | undefined;
  max?: string | undefined;
}

/**
 * A day written in the player's language ("31/12/1990" in French, "12/31/1990" in English),
 * not in the browser's, as a native date field would: typed with the separators added, or
 * picked from the calendar. Its value is always an ISO day for the API.
 */
export function DateInput({ label, error, hint, value, onChange, min, max, className, id, ...rest }: DateInputProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const autoId = useId();
  const inputId = id ?? autoId;
  const picker = useRef<HTMLInputElement>(null);
  const shown = (day: string) => (isIsoDay(day) ? formatDate(day, locale) : day);
  const [text, setText] = useState(() => shown(value));
  // What this field last reported: a value prop equal to it is an echo, not a change from outside.
  const reported = useRef(value);

  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    setText(isIsoDay(value) ? formatDate(value, locale) : value);
    // The locale's own effect below rewrites the text; this one follows outside changes only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  useEffect(() => {
    if (isIsoDay(reported.current)) setText(formatDate(reported.current, locale));
  }, [locale]);

  const report = (next: string) => {
    reported.current = next;
    onChange(next);
  };
  const type = (raw: string) => {
    const masked = maskDate(raw, locale);
    setText(masked);
    report(masked.trim() === '' ? '' : (parseDate(masked, locale) ?? masked));
  };

  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          placeholder={datePlaceholder(locale)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, error, hint)}
          className={cn(controlClasses(Boolean(error)), 'pe-11 tabular-nums [unicode-bidi:plaintext]')}
          {...rest}
          value={text}
          onChange={(event) => type(event.target.value)}
          onBlur={(event) => {
            // "3/1/1990" or an ISO day reads back in the language's own format.
            const day = parseDate(text, locale);
            if (day) setText(formatDate(day, locale));
            rest.onBlur?.(event);
          }}
        />
        <div className="absolute inset-y-0 end-0 flex items-center pe-1.5">
          <button
            type="button"
            onClick={() => picker.current?.showPicker?.()}
            aria-label={t('dateField.openCalendar')}
            className="grid size-8 place-items-center rounded-lg text-fog-400 hover:bg-white/5 hover:text-fog-100"
          >
            <CalendarIcon size={18} />
          </button>
          {/* The browser's own calendar, opened by the button: only its popup is ever seen. */}
          <input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden="true"
            value={isIsoDay(value) ? value : ''}
            min={min}
            max={max}
            onChange={(event) => {
              const day = event.target.value;
              setText(day ? formatDate(day, locale) : '');
              report(day);
            }}
            className="pointer-events-none absolute end-0 bottom-0 size-px opacity-0"
          />
        </div>
      </div>
    </FieldShell>
  );
}

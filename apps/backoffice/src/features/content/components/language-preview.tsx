import type { Locale } from '@casino/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/lib/languages';
import { directionOf, langOf } from '../lib/direction';

/**
 * The text as the site shows it in its language. This is the one component of the console that
 * sets a direction: the console follows its own language (<html dir>), but a preview must read
 * as the site will in the previewed one — an Arabic banner right to left inside an English
 * console, an English one left to right inside an Arabic console — so the container, and only it,
 * carries that language's `dir` and `lang`.
 */
export function LanguagePreview({
  language,
  footnote,
  children,
}: {
  language: Locale;
  /** A line under the preview, in the console's language. */
  footnote?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const name = LANGUAGES.find((entry) => entry.lang === language)?.text ?? language;
  return (
    <section
      aria-label={t('content.preview.label', { language: name })}
      className="flex min-w-0 flex-col gap-2 min-[1200px]:sticky min-[1200px]:top-4 min-[1200px]:max-h-[calc(100dvh-2rem)] min-[1200px]:self-start"
    >
      <p className="text-xs font-semibold tracking-wide text-fog-400 uppercase">
        {t('content.preview.label', { language: name })}
      </p>
      <div
        dir={directionOf(language)}
        lang={langOf(language)}
        data-testid="content-preview"
        className="min-h-0 min-w-0 overflow-y-auto rounded-2xl border border-dashed border-white/10 bg-ink-950/40 p-3"
      >
        {children}
      </div>
      {footnote ? <p className="text-xs text-fog-500">{footnote}</p> : null}
    </section>
  );
}

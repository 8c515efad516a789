import { type UiTexts, UiTextsProvider } from '@casino/ui/texts';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/lib/error-text';

/** Gives the design system (packages/ui) its few words in the console's language. */
export function ConsoleUiTexts({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const texts = useMemo<UiTexts>(
    () => ({
      close: t('app.close'),
      loading: t('app.loading'),
      pagination: t('app.pagination'),
      previous: t('app.previous'),
      next: t('app.next'),
      pageOf: (page, pages) => t('app.pageOf', { page, pages }),
      fieldError: fieldErrorText,
    }),
    [t],
  );
  return <UiTextsProvider value={texts}>{children}</UiTextsProvider>;
}

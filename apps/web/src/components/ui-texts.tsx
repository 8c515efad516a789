import { type UiTexts, UiTextsProvider } from '@casino/ui/texts';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/lib/error-text';

/** Gives the design system (packages/ui) its few words in the player's language. */
export function SiteUiTexts({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const texts = useMemo<UiTexts>(
    () => ({
      close: t('common.close'),
      loading: t('common.loading'),
      pagination: t('common.pagination'),
      previous: t('common.previous'),
      next: t('common.next'),
      pageOf: (page, pages) => t('common.pageOf', { page, pages }),
      fieldError: (error) => fieldErrorText(error, error),
    }),
    [t],
  );
  return <UiTextsProvider value={texts}>{children}</UiTextsProvider>;
}

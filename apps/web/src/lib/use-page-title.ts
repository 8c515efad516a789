import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to "<page> · <brand>" in the current language. */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  const brand = t('common.brand');
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title, brand]);
}

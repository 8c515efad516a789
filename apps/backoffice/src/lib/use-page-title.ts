import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The tab's title: the page's, then the console's name, in the current language. */
export function usePageTitle(title?: string): void {
  const { t } = useTranslation();
  const name = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${name}` : name;
  }, [title, name]);
}

import { TextLink } from '@casino/ui/text-link';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <div className="mx-auto max-w-xl py-10 text-center">
      <h1 className="text-2xl font-bold text-fog-100">{t('notFound.title')}</h1>
      <p className="mt-2 text-sm text-fog-400">{t('notFound.lead')}</p>
      <TextLink to="/" className="mt-6 inline-block text-sm">
        {t('notFound.home')}
      </TextLink>
    </div>
  );
}

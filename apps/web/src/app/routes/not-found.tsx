import { DEFAULT_ROUTE } from '@casino/contracts';
import { buttonClasses } from '@casino/ui/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center" data-testid="not-found">
      <p className="text-gold-gradient text-7xl font-black" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="text-fog-400">{t('notFound.text')}</p>
      <Link to={DEFAULT_ROUTE} className={buttonClasses('primary', 'lg')}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}

import { TextLink } from '@casino/ui/text-link';
import { useTranslation } from 'react-i18next';
import { ShieldIcon } from '@/components/icons';
import { usePageTitle } from '@/lib/use-page-title';

/** A screen that the staff member's role does not open (an old link, a role changed since). */
export function NotAllowedPage() {
  const { t } = useTranslation();
  usePageTitle(t('notAllowed.title'));
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-10 text-center" data-testid="not-allowed">
      <span className="grid size-12 place-items-center rounded-2xl bg-gold-400/10 text-gold-300">
        <ShieldIcon size={24} />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-fog-100">{t('notAllowed.title')}</h1>
      <p className="mt-2 text-sm text-fog-400">{t('notAllowed.lead')}</p>
      <TextLink to="/" className="mt-6 text-sm">
        {t('notFound.home')}
      </TextLink>
    </div>
  );
}

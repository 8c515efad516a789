import { LEGAL_PAGES, type LegalPage as LegalPageName } from '@casino/contracts/content-constants';
import { cn } from '@casino/ui/cn';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { ArticleCard } from '@/features/content/components/article-card';
import { isLegalPage, legalPath } from '@/features/content/lib/content-paths';
import NotFoundPage from './not-found';

/** /terms-and-conditions/{page} (SPEC §2.4): one of the seven legal pages, the others beside it. */
export default function LegalPage() {
  const { page } = useParams();
  if (!isLegalPage(page)) return <NotFoundPage />;
  return <Legal page={page} />;
}

function Legal({ page }: { page: LegalPageName }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 lg:flex-row lg:items-start" data-testid="legal-page">
      <nav aria-label={t('content.legalMenu')} className="min-w-0 lg:w-60 lg:shrink-0">
        <ul className="flex gap-1 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
          {LEGAL_PAGES.map((name) => (
            <li key={name} className="shrink-0">
              <NavLink
                to={legalPath(name)}
                className={({ isActive }) =>
                  cn(
                    'block rounded-xl px-3 py-2 text-sm font-semibold whitespace-nowrap',
                    isActive ? 'bg-gold-400/10 text-gold-300' : 'text-fog-300 hover:bg-white/5 hover:text-fog-100',
                  )
                }
              >
                {t(`legal.${name}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <ArticleCard kind="legal" slug={page} fallbackTitle={t(`legal.${page}`)} className="min-w-0 flex-1" />
    </div>
  );
}

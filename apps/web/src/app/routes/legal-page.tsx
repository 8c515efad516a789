import { LEGAL_PAGES, type LegalPage as LegalPageName } from '@casino/contracts/content-constants';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { Card, Notice } from '@/components/ui/card';
import { useArticle } from '@/features/content/api/get-article';
import { ArticleSkeleton } from '@/features/content/components/content-skeleton';
import { isLegalPage, legalPath } from '@/features/content/lib/content-paths';
import { Markdown } from '@/features/content/lib/markdown';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/date';
import { useLocale } from '@/lib/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import NotFoundPage from './not-found';

/** /terms-and-conditions/{page} (SPEC §2.4): one of the seven legal pages, the others beside it. */
export default function LegalPage() {
  const { page } = useParams();
  if (!isLegalPage(page)) return <NotFoundPage />;
  return <Legal page={page} />;
}

function Legal({ page }: { page: LegalPageName }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const article = useArticle('legal', page, locale);
  const title = article.data?.title || t(`legal.${page}`);
  usePageTitle(title);
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
      <Card
        title={title}
        subtitle={
          article.data?.updatedAt
            ? t('content.updated', { date: formatDate(article.data.updatedAt, locale) })
            : undefined
        }
        className="min-w-0 flex-1"
      >
        {article.isPending ? (
          <ArticleSkeleton />
        ) : article.data ? (
          <Markdown source={article.data.body} />
        ) : (
          <Notice testId="content-empty">{t('content.notAvailable')}</Notice>
        )}
      </Card>
    </div>
  );
}

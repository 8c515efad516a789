import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Card, Notice } from '@/components/ui/card';
import { useArticle } from '@/features/content/api/get-article';
import { ArticleSkeleton } from '@/features/content/components/content-skeleton';
import { isHelpArticle } from '@/features/content/lib/content-paths';
import { Markdown } from '@/features/content/lib/markdown';
import { formatDate } from '@/lib/date';
import { useLocale } from '@/lib/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import NotFoundPage from './not-found';

/** /faq/{slug} (SPEC §2.2: igrovoi-kont, depoziti-i-vyplati): one help article; another slug is not found. */
export default function HelpArticlePage() {
  const { slug } = useParams();
  if (!isHelpArticle(slug)) return <NotFoundPage />;
  return <HelpArticle slug={slug} />;
}

function HelpArticle({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const article = useArticle('help', slug, locale);
  const title = article.data?.title || t(`content.helpArticles.${slug}`);
  usePageTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4" data-testid="help-article-page">
      <Link to="/help" className="self-start text-sm text-fog-400 hover:text-fog-100">
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>{' '}
        {t('content.backToHelp')}
      </Link>
      <Card
        title={title}
        subtitle={
          article.data?.updatedAt
            ? t('content.updated', { date: formatDate(article.data.updatedAt, locale) })
            : undefined
        }
        className="min-w-0"
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

import type { ArticleKind } from '@casino/contracts';
import { Card, Notice } from '@casino/ui/card';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/date';
import { useLocale } from '@/lib/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { useArticle } from '../api/get-article';
import { Markdown } from '@casino/ui/markdown';
import { ArticleSkeleton } from './content-skeleton';

/**
 * A help article or a legal page in the player's language: its title (or `fallbackTitle` until
 * it loads, or when the operator has none), its date, and its body; a notice when it has none.
 * It names the page too.
 */
export function ArticleCard({
  kind,
  slug,
  fallbackTitle,
  className,
}: {
  kind: ArticleKind;
  slug: string;
  fallbackTitle: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const article = useArticle(kind, slug, locale);
  const title = article.data?.title || fallbackTitle;
  usePageTitle(title);
  return (
    <Card
      title={title}
      subtitle={
        article.data?.updatedAt ? t('content.updated', { date: formatDate(article.data.updatedAt, locale) }) : undefined
      }
      className={className}
    >
      {article.isPending ? (
        <ArticleSkeleton />
      ) : article.data ? (
        <Markdown source={article.data.body} />
      ) : (
        <Notice testId="content-empty">{t('content.notAvailable')}</Notice>
      )}
    </Card>
  );
}

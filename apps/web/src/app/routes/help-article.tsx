import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { ArticleCard } from '@/features/content/components/article-card';
import { isHelpArticle } from '@/features/content/lib/content-paths';
import NotFoundPage from './not-found';

/** /faq/{slug} (SPEC §2.2: igrovoi-kont, depoziti-i-vyplati): one help article; another slug is not found. */
export default function HelpArticlePage() {
  const { t } = useTranslation();
  const { slug } = useParams();
  if (!isHelpArticle(slug)) return <NotFoundPage />;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4" data-testid="help-article-page">
      <BackLink to="/help">{t('content.backToHelp')}</BackLink>
      <ArticleCard kind="help" slug={slug} fallbackTitle={t(`content.helpArticles.${slug}`)} className="min-w-0" />
    </div>
  );
}

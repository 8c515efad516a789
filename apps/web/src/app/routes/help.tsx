import { HELP_ARTICLES } from '@casino/contracts/content-constants';
import { Card } from '@casino/ui/card';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useArticles } from '@/features/content/api/get-articles';
import { ArticleSkeleton } from '@/features/content/components/content-skeleton';
import { helpPath } from '@/features/content/lib/content-paths';
import { useLocale } from '@/lib/i18n';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * /help and /faq (SPEC §2.2, §2.7): the help articles. The list is the content service's; while
 * it has none (or is not reachable) the spec's two articles are listed under their own names.
 */
export default function HelpPage() {
  const { t } = useTranslation();
  const faq = useLocation().pathname.startsWith('/faq');
  const title = t(faq ? 'content.faqTitle' : 'content.helpTitle');
  usePageTitle(title);
  const articles = useArticles('help', useLocale());
  const listed = articles.data?.length
    ? articles.data.map(({ slug, title: name }) => ({ slug, name }))
    : HELP_ARTICLES.map((slug) => ({ slug, name: t(`content.helpArticles.${slug}`) }));
  return (
    <div className="mx-auto w-full max-w-3xl" data-testid="help-page">
      <Card title={title}>
        {articles.isPending ? (
          <ArticleSkeleton />
        ) : (
          <ul className="flex flex-col divide-y divide-white/5">
            {listed.map(({ slug, name }) => (
              <li key={slug}>
                <Link
                  to={helpPath(slug)}
                  className="flex items-center justify-between gap-3 py-3 font-semibold text-fog-100 hover:text-gold-300"
                >
                  <span className="min-w-0 break-words">{name}</span>
                  <span aria-hidden="true" className="text-fog-500 rtl:-scale-x-100">
                    →
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

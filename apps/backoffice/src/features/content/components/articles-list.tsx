import { ARTICLE_KINDS, HELP_ARTICLES, LEGAL_PAGES, LOCALES, type ArticleKind } from '@casino/contracts';
import { Button, buttonClasses } from '@casino/ui/button';
import { cn } from '@casino/ui/cn';
import { Input } from '@casino/ui/input';
import { Spinner } from '@casino/ui/spinner';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Badge, Table, Td, Th } from '@/components/table';
import { errorText } from '@/lib/error-text';
import { useArticles } from '../api/get-articles';
import { articlePath } from '../lib/content-names';

const SLUG = /^[A-Za-z0-9_-]{1,80}$/;

/** The pages of a kind: the legal pages are the site's fixed ones; help articles, the shipped ones and any added. */
function pagesOf(kind: ArticleKind, slugs: readonly string[]): string[] {
  if (kind === 'legal') return [...LEGAL_PAGES];
  return [...new Set([...HELP_ARTICLES, ...slugs])];
}

function NewHelpArticle() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [slug, setSlug] = useState('');
  return (
    <form
      className="card flex flex-wrap items-end gap-3 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(`help/${slug.trim()}`);
      }}
    >
      <Input
        className="min-w-56 flex-1"
        label={t('content.newArticle')}
        value={slug}
        dir="ltr"
        required
        pattern="[A-Za-z0-9_\-]{1,80}"
        placeholder="bonus-rules"
        hint={t('content.slugHint')}
        onChange={(event) => setSlug(event.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={!SLUG.test(slug.trim())}>
        {t('content.write')}
      </Button>
    </form>
  );
}

/** Help and FAQ articles, and the legal pages: each page with the languages it is written in. */
export function ArticlesList() {
  const { t } = useTranslation();
  const articles = useArticles();
  const [params, setParams] = useSearchParams();
  const kind: ArticleKind = params.get('kind') === 'legal' ? 'legal' : 'help';
  if (articles.isPending) return <Spinner />;
  if (articles.isError) return <p className="text-danger-400">{errorText(articles.error)}</p>;
  const ofKind = articles.data.filter((article) => article.kind === kind);
  const pages = pagesOf(
    kind,
    ofKind.map((article) => article.slug),
  );
  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label={t('content.kind')} className="flex flex-wrap gap-2">
        {ARTICLE_KINDS.map((entry) => (
          <button
            key={entry}
            type="button"
            role="tab"
            aria-selected={entry === kind}
            onClick={() => setParams({ kind: entry }, { replace: true })}
            className={cn(
              'h-9 cursor-pointer rounded-xl border px-3 text-sm font-semibold transition-colors',
              entry === kind
                ? 'border-gold-400/60 bg-gold-400/10 text-gold-200'
                : 'border-white/10 text-fog-300 hover:bg-white/5',
            )}
          >
            {t(`content.kinds.${entry}`)}
          </button>
        ))}
      </div>
      <Table caption={t(`content.kinds.${kind}`)}>
        <thead>
          <tr>
            <Th>{t('content.page')}</Th>
            <Th>{t('content.siteAddress')}</Th>
            <Th>{t('content.languages')}</Th>
            <Th numeric>{t('content.actions')}</Th>
          </tr>
        </thead>
        <tbody data-testid="article-rows">
          {pages.map((slug) => {
            const rows = ofKind.filter((article) => article.slug === slug);
            const english = rows.find((article) => article.language === 'en-US');
            return (
              <tr key={slug}>
                <Td>
                  <p className="font-semibold">
                    {kind === 'legal' ? t(`content.legalPages.${slug}`) : (english?.title ?? slug)}
                  </p>
                </Td>
                <Td>
                  <span dir="ltr" className="text-xs text-fog-400">
                    {articlePath(kind, slug)}
                  </span>
                </Td>
                <Td>
                  <div className="flex gap-1">
                    {LOCALES.map((language) => (
                      <Badge key={language} tone={rows.some((row) => row.language === language) ? 'good' : 'plain'}>
                        {language}
                      </Badge>
                    ))}
                  </div>
                </Td>
                <Td className="text-end">
                  <Link to={`${kind}/${slug}`} className={cn(buttonClasses('ghost', 'sm'), 'text-gold-300')}>
                    {t('content.edit')}
                  </Link>
                </Td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      {kind === 'help' ? <NewHelpArticle /> : null}
    </div>
  );
}

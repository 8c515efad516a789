import { LEGAL_PAGES, LOCALES, type ArticleKind, type Locale } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Notice } from '@casino/ui/card';
import { Input } from '@casino/ui/input';
import { Spinner } from '@casino/ui/spinner';
import { notify } from '@casino/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { errorText } from '@/lib/error-text';
import { LANGUAGES } from '@/lib/languages';
import { usePageTitle } from '@/lib/use-page-title';
import { useArticles, type Article } from '../api/get-articles';
import { useSaveArticle } from '../api/save-article';
import { fieldErrorsOf } from '../lib/api-errors';
import { articlePath } from '../lib/content-names';
import { langOf } from '../lib/direction';
import { Markdown } from '@casino/ui/markdown';
import { articleInput } from '../lib/page-values';
import { LanguagePreview } from './language-preview';
import { LanguageTabs } from './language-tabs';
import { TextArea } from '@casino/ui/text-area';

function ArticleForm({
  kind,
  slug,
  language,
  article,
}: {
  kind: ArticleKind;
  slug: string;
  language: Locale;
  article: Article | undefined;
}) {
  const { t } = useTranslation();
  const save = useSaveArticle();
  const [values, setValues] = useState({ title: article?.title ?? '', body: article?.body ?? '' });
  const errors = fieldErrorsOf(save.error);
  const name = LANGUAGES.find((entry) => entry.lang === language)?.text ?? language;
  const updated = article
    ? new Intl.DateTimeFormat(`${langOf(language)}-u-nu-latn`, { dateStyle: 'long' }).format(
        new Date(article.updatedAt),
      )
    : null;
  return (
    <div className="grid gap-6 min-[1200px]:grid-cols-2">
      <form
        className="card flex flex-col gap-4 p-5"
        data-testid="article-form"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            { kind, slug, language, input: articleInput(values) },
            {
              onSuccess: () => notify(t('content.savedIn', { language: name }), 'success'),
              onError: (error) => notify(errorText(error), 'error'),
            },
          );
        }}
      >
        {article ? null : <Notice>{t('content.notWrittenLead', { language: name })}</Notice>}
        <Input
          label={t('content.fields.title')}
          value={values.title}
          required
          maxLength={200}
          dir="auto"
          error={errors.title}
          onChange={(event) => setValues({ ...values, title: event.target.value })}
        />
        <TextArea
          label={t('content.fields.body')}
          value={values.body}
          rows={20}
          maxLength={200_000}
          dir="auto"
          hint={t('content.markdownHint')}
          error={errors.body}
          onChange={(event) => setValues({ ...values, body: event.target.value })}
        />
        <div className="flex justify-end border-t border-white/5 pt-4">
          <Button type="submit" loading={save.isPending}>
            {t('content.saveIn', { language: name })}
          </Button>
        </div>
      </form>
      <LanguagePreview language={language}>
        <section className="card min-w-0 p-5">
          <header className="mb-5">
            <h1 className="text-xl font-bold text-fog-100">{values.title || '—'}</h1>
            {updated ? <p className="mt-1 text-sm text-fog-400">{updated}</p> : null}
          </header>
          <Markdown source={values.body} links="preview" />
        </section>
      </LanguagePreview>
    </div>
  );
}

const isLocale = (value: string | null): value is Locale => LOCALES.some((locale) => locale === value);
const SLUG = /^[A-Za-z0-9_-]{1,80}$/;

/** One article (/content/articles/{kind}/{slug}?language=…): its title and text per language, previewed. */
export function ArticleEditor() {
  const { t } = useTranslation();
  const { kind: kindParam, slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const articles = useArticles();
  const asked = params.get('language');
  const language: Locale = isLocale(asked) ? asked : 'en-US';
  const kind: ArticleKind | null = kindParam === 'help' || kindParam === 'legal' ? kindParam : null;
  const known = kind === 'legal' ? (LEGAL_PAGES as readonly string[]).includes(slug) : SLUG.test(slug);
  const title = kind === 'legal' ? t(`content.legalPages.${slug}`, { defaultValue: slug }) : slug;
  usePageTitle(title);
  if (!kind || !known) return <p className="card p-8 text-center text-fog-400">{t('content.unknownArticle')}</p>;
  if (articles.isPending) return <Spinner />;
  if (articles.isError) return <p className="text-danger-400">{errorText(articles.error)}</p>;
  const rows = articles.data.filter((article) => article.kind === kind && article.slug === slug);
  const article = rows.find((row) => row.language === language);
  return (
    <div className="flex flex-col gap-4">
      <Link to={`/content/articles?kind=${kind}`} className="text-sm text-fog-400 hover:text-fog-100">
        {t('content.backToArticles')}
      </Link>
      <div>
        <h2 className="text-xl font-bold text-fog-100">
          {kind === 'legal' ? title : (rows.find((row) => row.language === 'en-US')?.title ?? slug)}
        </h2>
        <p className="mt-1 text-sm text-fog-400">
          {t(`content.kinds.${kind}`)} · <span dir="ltr">{articlePath(kind, slug)}</span>
        </p>
      </div>
      <LanguageTabs
        value={language}
        written={new Set(rows.map((row) => row.language))}
        onChange={(next) => setParams({ language: next }, { replace: true })}
      />
      <ArticleForm
        key={`${language}-${article ? 'written' : 'new'}`}
        kind={kind}
        slug={slug}
        language={language}
        article={article}
      />
    </div>
  );
}

import { apiRequest } from '@casino/api-client';
import type { Article, ArticleKind, Locale } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/content/articles/{kind}/{slug}/?language=: one help article or legal page (Markdown body). */
export function getArticle(kind: ArticleKind, slug: string, language: Locale, signal?: AbortSignal): Promise<Article> {
  return apiRequest<Article>(`/api/content/articles/${kind}/${encodeURIComponent(slug)}/`, {
    query: { language },
    auth: false,
    ...(signal ? { signal } : {}),
  });
}

export const articleQuery = (kind: ArticleKind, slug: string, language: Locale) =>
  queryOptions({
    queryKey: ['content', 'article', kind, slug, language],
    queryFn: ({ signal }) => getArticle(kind, slug, language, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useArticle(kind: ArticleKind, slug: string, language: Locale) {
  return useQuery(articleQuery(kind, slug, language));
}

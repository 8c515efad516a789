import { apiRequest } from '@casino/api-client';
import type { Article, ArticleKind, Locale } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type ArticleSummary = Omit<Article, 'body'>;

/** GET /api/content/articles/{kind}/?language=: the help or legal articles (slug, title, updatedAt). */
export function getArticles(kind: ArticleKind, language: Locale, signal?: AbortSignal): Promise<ArticleSummary[]> {
  return apiRequest<ArticleSummary[]>(`/api/content/articles/${kind}/`, {
    query: { language },
    auth: false,
    ...(signal ? { signal } : {}),
  });
}

export const articlesQuery = (kind: ArticleKind, language: Locale) =>
  queryOptions({
    queryKey: ['content', 'articles', kind, language],
    queryFn: ({ signal }) => getArticles(kind, language, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useArticles(kind: ArticleKind, language: Locale) {
  return useQuery(articlesQuery(kind, language));
}

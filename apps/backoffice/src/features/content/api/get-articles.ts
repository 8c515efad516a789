import { apiRequest } from '@casino/api-client';
import type { ContentArticle } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { STAFF_SCOPE } from '@/lib/query-client';

export type Article = z.infer<typeof ContentArticle>;

/** GET /api/backoffice/content/articles/: every help article and legal page in every language. */
export function getArticles(signal?: AbortSignal): Promise<Article[]> {
  return apiRequest<Article[]>('/api/backoffice/content/articles/', signal ? { signal } : {});
}

export const articlesQuery = () =>
  queryOptions({
    queryKey: [STAFF_SCOPE, 'content', 'articles'] as const,
    queryFn: ({ signal }) => getArticles(signal),
  });

export const useArticles = () => useQuery(articlesQuery());

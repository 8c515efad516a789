import { apiRequest } from '@casino/api-client';
import type { ArticleInput, ArticleKind, Locale } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { articlesQuery, type Article } from './get-articles';

export interface ArticleSave {
  kind: ArticleKind;
  slug: string;
  language: Locale;
  input: ArticleInput;
}

/** PUT /api/backoffice/content/articles/{kind}/{slug}/{language}/: an article's text in one language. */
export function saveArticle({ kind, slug, language, input }: ArticleSave): Promise<Article> {
  return apiRequest<Article>(`/api/backoffice/content/articles/${kind}/${encodeURIComponent(slug)}/${language}/`, {
    method: 'PUT',
    body: input,
  });
}

export function useSaveArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveArticle,
    onSuccess: () => client.invalidateQueries({ queryKey: articlesQuery().queryKey }),
  });
}

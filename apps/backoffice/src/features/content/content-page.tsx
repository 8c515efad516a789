import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/lib/use-page-title';
import { ArticleEditor } from './components/article-editor';
import { ArticlesList } from './components/articles-list';
import { PromotionEditor } from './components/promotion-editor';
import { PromotionsList } from './components/promotions-list';
import { SectionTabs } from './components/section-tabs';
import { SlideEditor } from './components/slide-editor';
import { SlidesPanel } from './components/slides-panel';

function Titled({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(t('screens.content.title'));
  return children;
}

/**
 * The site's content (SPEC §3 Slide, §7 Content), for the super admins and the owner: the banners
 * of each carousel, the promotions and the help and legal pages, each language previewed as the
 * site will show it.
 */
export default function ContentPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5" data-testid="content-page">
      <PageHeader title={t('screens.content.title')} lead={t('screens.content.description')} />
      <SectionTabs />
      <Routes>
        <Route index element={<Navigate to="slides" replace />} />
        <Route
          path="slides"
          element={
            <Titled>
              <SlidesPanel />
            </Titled>
          }
        />
        <Route path="slides/new" element={<SlideEditor />} />
        <Route path="slides/:id" element={<SlideEditor />} />
        <Route
          path="promotions"
          element={
            <Titled>
              <PromotionsList />
            </Titled>
          }
        />
        <Route path="promotions/:type" element={<PromotionEditor />} />
        <Route
          path="articles"
          element={
            <Titled>
              <ArticlesList />
            </Titled>
          }
        />
        <Route path="articles/:kind/:slug" element={<ArticleEditor />} />
        <Route path="*" element={<Navigate to="/content/slides" replace />} />
      </Routes>
    </div>
  );
}

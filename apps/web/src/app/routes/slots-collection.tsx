import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { SectionCollection } from '@/features/casino/components/section-collection';
import { collectionKind } from '@/features/casino/lib/collections';
import { isSection } from '@/features/casino/lib/sections';
import { usePageTitle } from '@/lib/use-page-title';
import NotFoundPage from './not-found';

/** /slots/{sectionId}/{id}: a row (top, new, favourites) or a category of a lobby section. */
export default function SlotsCollectionPage() {
  const { t } = useTranslation();
  const segment = useLocation().pathname.split('/')[2];
  const { id = '' } = useParams();
  const isAuth = useAuthStore((s) => s.isAuth);
  const section = isSection(segment) ? segment : null;
  const collection = section ? collectionKind(section, id) : null;
  usePageTitle(section ? t(`casino.sections.${section}`) : '');
  if (!section || !collection) return <NotFoundPage />;
  return <SectionCollection key={`${section}/${id}`} section={section} collection={collection} isAuth={isAuth} />;
}

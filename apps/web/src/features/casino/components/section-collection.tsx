import { ArrowBackIcon, GridIcon } from '@casino/ui/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNewGames } from '../api/get-new-games';
import { useTopGames } from '../api/get-top-games';
import { useCatalogue } from '../hooks/use-catalogue';
import { useFavouriteGames } from '../hooks/use-favourite-games';
import { categoryGames, type CollectionKind } from '../lib/collections';
import { categoryKey } from '../lib/labels';
import { inSection, type Section } from '../lib/sections';
import { GamesSection } from './games-section';
import { SignInToSee } from './sign-in-to-see';

/** /slots/{sectionId}/{id}: every game of one row or category of a section. */
export function SectionCollection({
  section,
  collection,
  isAuth,
}: {
  section: Section;
  collection: CollectionKind;
  isAuth: boolean;
}) {
  const { t } = useTranslation();
  const catalogue = useCatalogue();
  const top = useTopGames();
  const fresh = useNewGames();
  const favourites = useFavouriteGames(isAuth);

  const source =
    collection.kind === 'category'
      ? { games: categoryGames(catalogue.games, section, collection.id), query: catalogue }
      : collection.id === 'top'
        ? {
            games: top.data ?? [],
            query: { loading: top.isPending, error: top.error, retry: () => void top.refetch() },
          }
        : collection.id === 'new'
          ? {
              games: fresh.data ?? [],
              query: { loading: fresh.isPending, error: fresh.error, retry: () => void fresh.refetch() },
            }
          : {
              games: favourites.pick(catalogue.games),
              query: { ...catalogue, loading: catalogue.loading || favourites.isLoading },
            };
  const title = collection.kind === 'category' ? t(categoryKey(collection.id)) : t(`casino.rows.${collection.id}`);

  return (
    <div className="flex flex-col gap-6">
      <Link
        to={`/slots/${section}`}
        className="inline-flex items-center gap-2 self-start text-sm font-semibold text-fog-300 hover:text-gold-300"
      >
        <ArrowBackIcon size={16} />
        {t(`casino.sections.${section}`)}
      </Link>
      {collection.kind === 'collection' && collection.id === 'favourites' && !isAuth ? (
        <SignInToSee title={title} />
      ) : (
        <GamesSection
          title={title}
          icon={<GridIcon size={22} />}
          games={source.games.filter((game) => inSection(game, section))}
          loading={source.query.loading}
          error={source.query.error}
          onRetry={source.query.retry}
          emptyText={t(collection.id === 'favourites' ? 'casino.empty.favourites' : 'casino.empty.section')}
          favouriteOf={favourites.favouriteOf}
          headingLevel={1}
        />
      )}
    </div>
  );
}

import { GridIcon, HistoryIcon, SearchIcon, StarIcon } from '@casino/ui/icons';
import { lazy, Suspense, useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useFreeSpins } from '../api/get-free-spins';
import { useNewGames } from '../api/get-new-games';
import { useTopGames } from '../api/get-top-games';
import { useCatalogue } from '../hooks/use-catalogue';
import { useFavouriteGames } from '../hooks/use-favourite-games';
import { SEARCH_MIN_LENGTH, searchGames, searchProblem } from '../lib/search';
import { filterGames, readFilter, sectionCategories, writeFilter, type Section } from '../lib/sections';
import { CasinoHero } from './casino-hero';
import { FeaturedSlide } from './featured-slide';
import { GameRow } from './game-row';
import { GamesSection } from './games-section';
import { HomeSlider } from './home-slider';
import { LobbyFilters } from './lobby-filters';
import { LobbyTabs } from './lobby-tabs';
import { SearchField } from './search-field';

// Only players have free spins: guests, who open the lobby most, never fetch the row.
const FreeSpinsRow = lazy(() => import('./free-spins-row').then((m) => ({ default: m.FreeSpinsRow })));

/** How many top games get a banner of their own in the home slider. */
const FEATURED = 3;

/**
 * A lobby section (casino, live casino, all): the slider on the casino home, the section tabs
 * and search, the filters kept in the address, the top/new/favourite rows, then every game.
 * Once the search box holds a valid query (SPEC §5: 4 characters or more) its results replace
 * the rows and the grid as the player types; Enter opens the search page.
 */
export function CasinoLobby({ section, username }: { section: Section; username: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const searched = useDeferredValue(search);
  const searchRuleId = useId();
  const catalogue = useCatalogue();
  const top = useTopGames();
  const fresh = useNewGames();
  const favourites = useFavouriteGames(username !== null);
  const freeSpins = useFreeSpins(username !== null);
  // The lists arrive one by one while the page starts: each is shown by a render React splits
  // into slices (a deferred value), not one long task per list on a phone's main thread.
  const games = useDeferredValue(catalogue.games);
  const topGames = useDeferredValue(top.data);
  const newGames = useDeferredValue(fresh.data);
  const gamesLoading = catalogue.loading || games !== catalogue.games;

  const filter = readFilter(params);
  const filtered = filterGames(games, section, filter);
  const categories = useMemo(() => sectionCategories(games, section), [games, section]);
  const filtering = filter.providers.length > 0 || filter.categories.length > 0;
  const inThisSection = (list: typeof games | undefined) => filterGames(list ?? [], section, filter);
  const favouriteGames = inThisSection(favourites.pick(games));
  const searchRule = search.trim() === '' ? null : searchProblem(search);
  const searching = search.trim() !== '' && searchRule === null;
  const results = useMemo(() => searchGames(games, searched), [games, searched]);

  const slides = [
    { id: 'welcome', content: <CasinoHero username={username} /> },
    ...(topGames ?? []).slice(0, FEATURED).map((game) => ({
      id: game.gameId,
      content: <FeaturedSlide game={game} />,
    })),
  ];

  return (
    <div className="flex flex-col gap-6 lg:gap-8">
      {section === 'casino' && <HomeSlider slides={slides} />}
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <LobbyTabs available={catalogue.available} />
        <div className="flex w-full flex-col gap-1.5 lg:w-80">
          <SearchField
            value={search}
            onChange={setSearch}
            onSubmit={() => navigate(`/search-slots?q=${encodeURIComponent(search.trim())}`)}
            describedBy={searchRule ? searchRuleId : undefined}
          />
          {searchRule && (
            <p id={searchRuleId} data-testid="lobby-search-rule" className="px-1 text-xs text-fog-400">
              {t(`casino.search.problems.${searchRule}`, { min: SEARCH_MIN_LENGTH })}
            </p>
          )}
        </div>
      </div>
      {searching ? (
        <GamesSection
          title={t('casino.search.results', { query: searched.trim() })}
          icon={<SearchIcon size={22} />}
          games={results}
          loading={gamesLoading}
          error={catalogue.error}
          onRetry={catalogue.retry}
          emptyText={t('casino.search.none')}
          favouriteOf={favourites.favouriteOf}
        />
      ) : (
        <>
          <LobbyFilters
            categories={categories}
            producers={catalogue.producers}
            value={filter}
            onChange={(next) => setParams(writeFilter(next), { replace: true })}
          />
          {!filtering && (
            <>
              {username !== null && (
                <Suspense fallback={null}>
                  <FreeSpinsRow
                    grants={freeSpins.data ?? []}
                    gameOf={(grant) =>
                      games.find(
                        (g) => g.routeProvider === grant.provider && g.additionalIntegrationGameId === grant.game_id,
                      )
                    }
                  />
                </Suspense>
              )}
              <GameRow
                title={t('casino.rows.favourites')}
                icon={<StarIcon size={20} />}
                games={favouriteGames}
                moreTo={`/slots/${section}/favourites`}
                favouriteOf={favourites.favouriteOf}
                testId="favourites-row"
              />
              <GameRow
                title={t('casino.rows.top')}
                icon={<StarIcon size={20} />}
                games={inThisSection(topGames)}
                moreTo={`/slots/${section}/top`}
                favouriteOf={favourites.favouriteOf}
                testId="top-row"
              />
              <GameRow
                title={t('casino.rows.new')}
                icon={<HistoryIcon size={20} />}
                games={inThisSection(newGames)}
                moreTo={`/slots/${section}/new`}
                favouriteOf={favourites.favouriteOf}
                testId="new-row"
              />
            </>
          )}
          <GamesSection
            title={t(`casino.sections.${section}`)}
            icon={<GridIcon size={22} />}
            games={filtered}
            loading={gamesLoading}
            error={catalogue.error}
            onRetry={catalogue.retry}
            emptyText={t(filtering ? 'casino.empty.filtered' : 'casino.empty.section')}
            favouriteOf={favourites.favouriteOf}
            headingLevel={section === 'casino' ? 2 : 1}
          />
        </>
      )}
    </div>
  );
}

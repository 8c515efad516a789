import { cn } from '@casino/ui/cn';
import { SearchIcon } from '@casino/ui/icons';
import { useDeferredValue, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCatalogue } from '../hooks/use-catalogue';
import { useFavouriteGames } from '../hooks/use-favourite-games';
import { SEARCH_MIN_LENGTH, searchGames, searchProblem } from '../lib/search';
import { GamesSection } from './games-section';
import { LobbyTabs } from './lobby-tabs';
import { SearchField } from './search-field';

/**
 * /search-slots?q=: searches the catalogue as you type. The rule (not empty, at least four
 * characters, no special characters) is always on screen, and turns red when the query breaks it.
 */
export function SearchGames({ isAuth }: { isAuth: boolean }) {
  const { t } = useTranslation();
  const ruleId = useId();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const deferred = useDeferredValue(query);
  const catalogue = useCatalogue();
  const favourites = useFavouriteGames(isAuth);
  const problem = searchProblem(query);
  const results = useMemo(() => searchGames(catalogue.games, deferred), [catalogue.games, deferred]);
  const shownProblem = query.trim() === '' ? null : problem;

  return (
    <div className="flex flex-col gap-6">
      <LobbyTabs available={catalogue.available} />
      <div className="card flex flex-col gap-3 p-5 sm:p-6">
        <h1 className="flex items-center gap-2 text-xl font-bold sm:text-2xl">
          <SearchIcon size={22} className="text-gold-300" />
          {t('casino.search.title')}
        </h1>
        <SearchField
          value={query}
          onChange={(value) => setParams(value ? { q: value } : {}, { replace: true })}
          invalid={shownProblem !== null}
          describedBy={ruleId}
          autoFocus
        />
        <p
          id={ruleId}
          role={shownProblem ? 'alert' : undefined}
          data-testid="search-rule"
          data-problem={shownProblem ?? ''}
          className={cn('text-sm', shownProblem ? 'text-danger-400' : 'text-fog-400')}
        >
          {shownProblem
            ? t(`casino.search.problems.${shownProblem}`, { min: SEARCH_MIN_LENGTH })
            : t('casino.search.rule', { min: SEARCH_MIN_LENGTH })}
        </p>
      </div>
      {problem === null && (
        <GamesSection
          title={t('casino.search.results', { query: deferred.trim() })}
          games={results}
          loading={catalogue.loading}
          error={catalogue.error}
          onRetry={catalogue.retry}
          emptyText={t('casino.search.none')}
          favouriteOf={favourites.favouriteOf}
        />
      )}
    </div>
  );
}

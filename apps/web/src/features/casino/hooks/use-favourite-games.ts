import type { NormalisedGame } from '@casino/contracts';
import { notify } from '@casino/ui/toast';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify-error';
import { useAddFavourite } from '../api/add-favourite';
import { gameFavouriteKey, useFavourites } from '../api/get-favourites';
import { useRemoveFavourite } from '../api/remove-favourite';
import type { TileFavourite } from '../components/game-tile';

/**
 * The player's favourites and the star's behaviour: a guest is asked to sign in; a player
 * adds or removes the game and is told so (SPEC §8), or sees the server's reason on failure.
 */
export function useFavouriteGames(isAuth: boolean) {
  const { t } = useTranslation();
  const favourites = useFavourites(isAuth);
  const add = useAddFavourite();
  const remove = useRemoveFavourite();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const keys = useMemo(
    () => new Set(isAuth ? (favourites.data ?? []).map((item) => item.key) : []),
    [favourites.data, isAuth],
  );

  const toggle = useCallback(
    (game: NormalisedGame) => {
      if (!isAuth) {
        notify(t('casino.favourites.signIn'), 'warning');
        return;
      }
      const key = gameFavouriteKey(game);
      const wasFavourite = keys.has(key);
      const body = { provider: game.routeProvider, game_id: game.additionalIntegrationGameId };
      setPending((current) => new Set(current).add(key));
      (wasFavourite ? remove : add).mutate(body, {
        onSuccess: () => notify(t(wasFavourite ? 'casino.favourites.removed' : 'casino.favourites.added'), 'success'),
        onError: (error) => notifyError(error),
        onSettled: () =>
          setPending((current) => {
            const next = new Set(current);
            next.delete(key);
            return next;
          }),
      });
    },
    [isAuth, keys, add, remove, t],
  );

  const favouriteOf = useCallback(
    (game: NormalisedGame): TileFavourite => {
      const key = gameFavouriteKey(game);
      return { active: keys.has(key), busy: pending.has(key), onToggle: toggle };
    },
    [keys, pending, toggle],
  );

  /** The catalogue's games that are favourites, in the order they were added. */
  const pick = useCallback(
    (games: readonly NormalisedGame[]) => {
      const byKey = new Map(games.map((game) => [gameFavouriteKey(game), game]));
      return (favourites.data ?? []).flatMap((item) => byKey.get(item.key) ?? []);
    },
    [favourites.data],
  );

  return { favouriteOf, pick, isLoading: isAuth && favourites.isPending };
}

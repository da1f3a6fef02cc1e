import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { FavouritePage } from '@gp/contracts';
import { useRequireRealAccount } from '../../account/components/session/use-require-real-account';
import { useSessionFlags } from '../../account/components/session/use-session-flags';
import type { Game } from '../components/catalog/catalog-types';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useLoggedIn } from '../../account/components/session/use-session-token';
import { favouriteIds, withFavourite, withoutFavourite } from '../components/favourite-cache';
import { addFavourite, favouritesQuery, removeFavourite } from '../api/games-api';
import { gameKeys } from './keys';
import { createKeyedThrottle, favouriteThrottleMs } from '../components/throttle';

/** Only real members have favourites: visitors and trial accounts never ask (the server would refuse). */
const useHasFavourites = (): boolean => {
  const loggedIn = useLoggedIn();
  const { isTrial } = useSessionFlags();
  return loggedIn && !isTrial;
};

/** The member's favourite list, read once per page or grid (the cards get `isFavourite` from it). */
export const useFavourites = () => {
  const { code } = useLanguage();
  return useQuery({ ...favouritesQuery(code), enabled: useHasFavourites() });
};

/** The ids of the member's favourites, one set per list answer (not one per render or per card). */
export const useFavouriteIds = (): ReadonlySet<number> => {
  const data = useFavourites().data;
  return useMemo(() => favouriteIds(data), [data]);
};

type Change = { game: Game; add: boolean };
type Snapshot = [readonly unknown[], FavouritePage | undefined][];

/**
 * The heart of every game card of a grid or page: one mutation and one handler for all of them, so a
 * card holds no query observer, mutation or throttle of its own. A visitor gets the login popup and a
 * trial member the "real account" dialog; a member's toggle shows at once in every cached list
 * (optimistic), then goes to the server; a refusal puts the lists back. Throttled to once per second
 * per game. The returned function is stable, so memoised cards do not re-render for it.
 */
export const useFavouriteToggle = (): ((game: Game, isFavourite: boolean) => void) => {
  const queryClient = useQueryClient();
  const requireRealAccount = useRequireRealAccount();
  const [throttle] = useState(() => createKeyedThrottle<number>(favouriteThrottleMs));

  const { mutate } = useMutation({
    mutationFn: ({ game: target, add }: Change) => (add ? addFavourite(target) : removeFavourite(target)),
    onMutate: async ({ game: target, add }: Change): Promise<Snapshot> => {
      await queryClient.cancelQueries({ queryKey: gameKeys.favourites });
      const before = queryClient.getQueriesData<FavouritePage>({ queryKey: gameKeys.favourites });
      queryClient.setQueriesData<FavouritePage>({ queryKey: gameKeys.favourites }, (page) =>
        add ? withFavourite(page, target) : withoutFavourite(page, target.nodeId),
      );
      return before;
    },
    onError: (_error, _change, before) => {
      for (const [key, page] of before ?? []) queryClient.setQueryData(key, page);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameKeys.favourites }),
  });

  return useCallback(
    (game: Game, isFavourite: boolean) => {
      if (!requireRealAccount()) return;
      throttle(game.nodeId, () => mutate({ game, add: !isFavourite }));
    },
    [requireRealAccount, throttle, mutate],
  );
};

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { FavouritePage } from '@gp/contracts';
import { useRequireRealAccount } from '../account/session/use-require-real-account';
import { useSessionFlags } from '../account/session/use-session-flags';
import type { Game } from '../catalog/catalog-types';
import { useLanguage } from '../i18n/use-language';
import { useLoggedIn } from '../session/use-session-token';
import { favouriteIds, withFavourite, withoutFavourite } from './favourite-cache';
import { addFavourite, favouritesKey, favouritesQuery, removeFavourite } from './games-api';
import { createThrottle, favouriteThrottleMs } from './throttle';

/** Only real members have favourites: visitors and trial accounts never ask (the server would refuse). */
export const useHasFavourites = (): boolean => {
  const loggedIn = useLoggedIn();
  const { isTrial } = useSessionFlags();
  return loggedIn && !isTrial;
};

/** The member's favourite list (cached once for every card on the page). */
export const useFavourites = () => {
  const { code } = useLanguage();
  return useQuery({ ...favouritesQuery(code), enabled: useHasFavourites() });
};

export const useFavouriteIds = (): ReadonlySet<number> => favouriteIds(useFavourites().data);

type Change = { game: Game; add: boolean };
type Snapshot = [readonly unknown[], FavouritePage | undefined][];

/**
 * The heart of a game card. A visitor gets the login popup and a trial member the "real account"
 * dialog; a member's toggle shows at once in every cached list (optimistic), then goes to the server;
 * a refusal puts the lists back. Throttled to once per second per card.
 */
export const useFavouriteToggle = (game: Game) => {
  const queryClient = useQueryClient();
  const requireRealAccount = useRequireRealAccount();
  const isFavourite = useFavouriteIds().has(game.nodeId);
  const throttle = useRef(createThrottle(favouriteThrottleMs));

  const mutation = useMutation({
    mutationFn: ({ game: target, add }: Change) => (add ? addFavourite(target) : removeFavourite(target)),
    onMutate: async ({ game: target, add }: Change): Promise<Snapshot> => {
      await queryClient.cancelQueries({ queryKey: favouritesKey });
      const before = queryClient.getQueriesData<FavouritePage>({ queryKey: favouritesKey });
      queryClient.setQueriesData<FavouritePage>({ queryKey: favouritesKey }, (page) => (add ? withFavourite(page, target) : withoutFavourite(page, target.nodeId)));
      return before;
    },
    onError: (_error, _change, before) => {
      for (const [key, page] of before ?? []) queryClient.setQueryData(key, page);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesKey }),
  });

  const toggle = useCallback(() => {
    if (!requireRealAccount()) return;
    throttle.current(() => mutation.mutate({ game, add: !isFavourite }));
  }, [requireRealAccount, mutation, game, isFavourite]);

  return { isFavourite, toggle, error: mutation.error };
};

import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useRequireRealAccount } from '../../account/components/session/use-require-real-account';
import type { Game } from './catalog/catalog-types';

/**
 * The play actions of a game card: real money only for a signed-in real member
 * (a visitor gets the login popup, a trial member the "real account" dialog); fun money for everyone.
 * Both open the game page, which asks for the launch URL.
 */
export const usePlayGame = () => {
  const navigate = useNavigate();
  const requireRealAccount = useRequireRealAccount();
  const open = useCallback(
    (game: Game, demo: boolean) =>
      void navigate({ to: '/game/$vendor/$gameCode', params: { vendor: game.vassalage, gameCode: game.gameCode }, search: demo ? { mode: 'demo' } : {} }),
    [navigate],
  );
  const play = useCallback(
    (game: Game) => {
      if (requireRealAccount()) open(game, false);
    },
    [requireRealAccount, open],
  );
  const playDemo = useCallback((game: Game) => open(game, true), [open]);
  return { play, playDemo };
};

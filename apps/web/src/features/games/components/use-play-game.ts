import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRequireRealAccount } from '../../account/components/session/use-require-real-account';
import { useLanguage } from '../../../shared/i18n/use-language';
import { gameKeys } from '../queries/keys';
import type { Game } from './catalog/catalog-types';

/**
 * The play actions of a game card: real money only for a signed-in real member
 * (a visitor gets the login popup, a trial member the "real account" dialog); fun money for everyone.
 * Both open the game page, which asks for the launch URL.
 */
export const usePlayGame = () => {
  const navigate = useNavigate();
  const requireRealAccount = useRequireRealAccount();
  const queryClient = useQueryClient();
  const { code } = useLanguage();
  const open = useCallback(
    (game: Game, demo: boolean) => {
      // The game page shows the game's name at once, without looking the entry up again.
      queryClient.setQueryData(gameKeys.entry(code, game.vassalage, game.gameCode), game);
      void navigate({ to: '/game/$vendor/$gameCode', params: { vendor: game.vassalage, gameCode: game.gameCode }, search: demo ? { mode: 'demo' } : {} });
    },
    [navigate, queryClient, code],
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

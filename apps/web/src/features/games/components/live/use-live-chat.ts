import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { GameLaunch } from '@gp/contracts';
import { useRequireRealAccount } from '../../../account/components/session/use-require-real-account';
import { useLanguage } from '../../../../shared/i18n/use-language';
import { openLiveChat } from '../../api/halls-api';
import { gameKeys } from '../../queries/keys';
import type { Game } from '../catalog/catalog-types';

/**
 * The "Chat" action of a live dealer: the chat is at the table, so the server launches the table and
 * answers its URL. The game page then shows that URL: it is handed over as the page's launch, which
 * the page would otherwise ask for itself (one launch token, not two).
 */
export const useLiveChat = () => {
  const requireRealAccount = useRequireRealAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { code } = useLanguage();
  const mutation = useMutation({
    mutationFn: (game: Game) => openLiveChat(game, `${window.location.origin}/`),
    onSuccess: ({ chatUrl }, game) => {
      const launch: GameLaunch = { url: chatUrl, mode: 'real', gameId: game.nodeId, vendorCode: game.vassalage, gameCode: game.gameCode, expiresAt: null };
      queryClient.setQueryData(gameKeys.launch(game.vassalage, game.gameCode, 'real', code), launch);
      queryClient.setQueryData(gameKeys.entry(code, game.vassalage, game.gameCode), game);
      void navigate({ to: '/game/$vendor/$gameCode', params: { vendor: game.vassalage, gameCode: game.gameCode } });
    },
  });
  const { mutate, reset } = mutation;
  const start = useCallback(
    (game: Game) => {
      reset();
      if (requireRealAccount()) mutate(game);
    },
    [requireRealAccount, mutate, reset],
  );
  return { start, opening: mutation.isPending ? (mutation.variables ?? null) : null, error: mutation.error, dismiss: reset };
};

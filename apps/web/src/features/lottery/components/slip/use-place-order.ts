import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LotteryOrderResult } from '@gp/contracts';
import { invalidateMoney } from '../../../cashier/queries/money-events';
import { placeLotteryOrder } from '../../api/lottery-api';
import { lotteryKeys } from '../../queries/keys';
import { keepsKey, keyFor, slipFingerprint, type HeldKey } from './client-key';
import type { SlipLine } from './slip-pricing';

/**
 * Places a slip with its own client key. A retry after a network failure sends the same key, so the
 * server answers the first attempt instead of taking the slip twice; any answer from the server
 * retires the key. Afterwards every balance and bet list refreshes, and the game's draws.
 */
export const usePlaceOrder = (gameCode: string) => {
  const queryClient = useQueryClient();
  const held = useRef<HeldKey | null>(null);
  const mutation = useMutation({
    mutationFn: ({ drawId, lines }: { drawId: string; lines: SlipLine[] }): Promise<LotteryOrderResult> => {
      held.current = keyFor(held.current, slipFingerprint(drawId, lines));
      return placeLotteryOrder({ drawId, clientKey: held.current.key, lines });
    },
    onSuccess: () => {
      held.current = null;
    },
    onError: (error) => {
      if (!keepsKey(error)) held.current = null;
    },
    onSettled: async () => {
      await Promise.all([
        invalidateMoney(queryClient),
        queryClient.invalidateQueries({ queryKey: lotteryKeys.game(gameCode) }),
        queryClient.invalidateQueries({ queryKey: lotteryKeys.recent }),
      ]);
    },
  });
  return mutation;
};

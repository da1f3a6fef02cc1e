import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateMoney } from '../../cashier/queries/money-events';
import type { PromotionClaimResult } from '@gp/contracts';
import { claimPromotion } from '../api/promotions-api';
import { promotionKeys } from '../queries/keys';

/**
 * Claims one promotion. A second press while the first is on its way is ignored here (the button is
 * disabled too, and the server pays a repeated claim once anyway); afterwards the statuses, the
 * bonuses and every money figure refetch.
 */
export const useClaimPromotion = (promotionId: number, onClaimed?: (result: PromotionClaimResult) => void) => {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: () => claimPromotion(promotionId),
    onSuccess: onClaimed,
    onSettled: async () => {
      inFlight.current = false;
      await Promise.all([queryClient.invalidateQueries({ queryKey: promotionKeys.all }), invalidateMoney(queryClient)]);
    },
  });
  const claim = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate();
  };
  return { claim, isPending: mutation.isPending, error: mutation.error, data: mutation.data };
};

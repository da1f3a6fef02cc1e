import { useMutation, useQueryClient } from '@tanstack/react-query';
import { joinPromotion } from '../api/promotions-api';
import { promotionKeys } from '../queries/keys';

/** Joins a cashback or rebate promotion that asks for it; the hall's statuses refetch afterwards. */
export const useJoinPromotion = (promotionId: number, onJoined?: () => void) => {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => joinPromotion(promotionId),
    onSuccess: () => onJoined?.(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  });
  return { join: () => mutation.mutate(), isPending: mutation.isPending, error: mutation.error };
};

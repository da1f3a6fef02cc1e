import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentContractAction, AgentContractActionResult, AgentContractTypeName } from '@gp/contracts';
import { accountKeys } from '../../../account/queries/keys';
import { actOnContract } from '../../api/contracts-api';
import { agentKeys } from '../../queries/keys';

/**
 * Sends one contract action and, on success, refreshes every contract and settlement list (an
 * acceptance can end other contracts; a confirmed dividend moves money, hence the balance too).
 */
export const useContractAction = (type: AgentContractTypeName) => {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (action: AgentContractAction) => actOnContract(type, action),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: agentKeys.contracts }), queryClient.invalidateQueries({ queryKey: accountKeys.balances })]);
    },
  });
  /**
   * Like `mutate`, but `onSuccess` runs even when the refreshed lists unmount the caller (an accepted
   * offer leaves the offers list): `mutate`'s per-call callbacks are dropped once its component is
   * gone. A failure stays in `error` for the caller to show.
   */
  const run = (action: AgentContractAction, options: { onSuccess?: (result: AgentContractActionResult) => void } = {}) => {
    mutation.mutateAsync(action).then(
      (result) => options.onSuccess?.(result),
      () => undefined,
    );
  };
  return { ...mutation, run };
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../queries/keys';

/**
 * A security-centre form's submit: runs the call, then refreshes the overview (what is set up, the
 * masked addresses) so the section headers show the new state.
 */
export const useSecurityAction = <TInput, TResult>(run: (input: TInput) => Promise<TResult>, onDone?: (result: TResult) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result) => {
      onDone?.(result);
      await queryClient.invalidateQueries({ queryKey: accountKeys.security });
    },
  });
};

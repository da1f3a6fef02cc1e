import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateMoney } from '../../../cashier/queries/money-events';
import type { PlayMode } from './play-mode';

/**
 * A bet action: the server call in real mode, the browser's own in demo mode. After a real bet every
 * balance and record on screen refreshes (invalidateMoney); demo money never touches them.
 */
export const useBet = <I, R>(mode: PlayMode, real: (input: I) => Promise<R>, demo: (input: I) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => (mode === 'demo' ? demo(input) : real(input)),
    onSettled: async () => {
      if (mode === 'real') await invalidateMoney(queryClient);
    },
  });
};

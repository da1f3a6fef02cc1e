import { createIntervalSweep, type JobRunner } from '../../../lib/interval-sweep';

/**
 * Offers past their deadline and contracts past their end become `expired`. Reads expire the
 * caller's own lazily; this timer does it for everyone, so settlement and staff screens agree.
 * Tests call `expireDue(at)` directly instead of waiting.
 */
export const createContractExpirySweep = (
  expireDue: () => Promise<number>,
  options: { intervalMs?: number; onError?: ((error: unknown) => void) | undefined; jobs?: JobRunner | undefined } = {},
) => {
  const timer = createIntervalSweep(expireDue, {
    name: 'contract-expiry',
    intervalMs: options.intervalMs ?? 60_000,
    onError: options.onError,
    jobs: options.jobs,
  });
  // `errors` hears an expiry run that failed (the app's logger); the timer carries on.
  return { start: (errors?: (error: unknown) => void) => timer.start(errors), stop: async () => void (await timer.stop()), isStarted: timer.isStarted };
};

import type { MessageAdapter } from './messaging.types';

/** Delivers nowhere: the outbox row is the message (demo and offline use; staff read it in the back office). */
export const outboxAdapter = (): MessageAdapter => ({
  name: 'outbox',
  deliver: async () => ({ providerRef: null }),
});

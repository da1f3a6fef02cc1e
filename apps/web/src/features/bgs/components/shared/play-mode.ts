import { useCallback } from 'react';
import { useRequireRealAccount } from '../../../account/components/session/use-require-real-account';

/** Real money goes through the server; demo is fun money computed in this browser only. */
export type PlayMode = 'real' | 'demo';

/**
 * The check before a bet: demo is open to everyone; real play needs a real member (a visitor gets
 * the login popup, a trial member the "needs a real account" dialog).
 */
export const useMayBet = (mode: PlayMode): (() => boolean) => {
  const requireRealAccount = useRequireRealAccount();
  return useCallback(() => mode === 'demo' || requireRealAccount(), [mode, requireRealAccount]);
};

import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { readSessionToken } from './session-token';
import { openRealAccountDialog } from './real-account-gate';
import { readFlags } from './session-store';

/**
 * For actions only a real member may take (launch a game, favourites): returns a
 * check that is true when the action may go ahead. A visitor gets the login modal, a trial member
 * the "needs a real account" dialog; both answers are false.
 *
 *   const requireRealAccount = useRequireRealAccount();
 *   const launch = () => { if (requireRealAccount()) start(game); };
 */
export const useRequireRealAccount = (): (() => boolean) => {
  const navigate = useNavigate();
  return useCallback(() => {
    if (readSessionToken() === null) {
      void navigate({ to: '/login' });
      return false;
    }
    if (readFlags().isTrial) {
      openRealAccountDialog();
      return false;
    }
    return true;
  }, [navigate]);
};

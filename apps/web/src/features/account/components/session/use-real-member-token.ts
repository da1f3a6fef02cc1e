import { useSessionFlags } from './use-session-flags';
import { useSessionToken } from './use-session-token';

/**
 * The session token of a real member, or null for a visitor and a trial (free-play) member: the
 * calls only a real member may make (the API answers a trial 403 TRIAL_ACCOUNT) are not made for them.
 */
export const useRealMemberToken = (): string | null => {
  const token = useSessionToken();
  const { isTrial } = useSessionFlags();
  return isTrial ? null : token;
};

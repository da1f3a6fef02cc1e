import { useQuery } from '@tanstack/react-query';
import type { MemberInfo } from '@gp/contracts';
import { useSessionToken } from './use-session-token';
import { memberInfoQuery } from '../../queries/member-queries';
import type { SessionFlags } from './session-store';
import { useSessionFlags } from './use-session-flags';

export type Session = {
  token: string | null;
  loggedIn: boolean;
  /** Null while loading, for a visitor, or when the call failed. */
  member: MemberInfo | null;
  flags: SessionFlags;
  isTrial: boolean;
  isAgent: boolean;
};

/** Who is signed in: the token, the synchronous flags and the member info query (enabled with a token). */
export const useSession = (): Session => {
  const token = useSessionToken();
  const flags = useSessionFlags();
  const info = useQuery(memberInfoQuery(token));
  const member = token !== null ? (info.data ?? null) : null;
  return {
    token,
    loggedIn: token !== null,
    member,
    flags,
    isTrial: token !== null && (member?.isTrial ?? flags.isTrial),
    isAgent: token !== null && (member?.isAgent ?? flags.isAgent),
  };
};

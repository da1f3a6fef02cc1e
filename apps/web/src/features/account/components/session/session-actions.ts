import type { QueryClient } from '@tanstack/react-query';
import type { MemberSession } from '@gp/contracts';
import { postLogout } from '../../api/session-api';
import { accountKeys } from '../../queries/keys';
import { clearSession, flagsFromSession, storeSession } from './session-store';

/**
 * Signs in with a finished login: the token goes to session storage (local storage too with
 * remember-me), the member info is primed from the answer, and `gp:session-change` lets every
 * reader (announcements, header) refetch for the new audience.
 */
export const signIn = (queryClient: QueryClient, session: MemberSession, remember: boolean): void => {
  queryClient.setQueryData(accountKeys.info(session.token), session.member);
  storeSession({ token: session.token, expiresAt: session.expiresAt, remember, flags: flagsFromSession(session) });
};

/**
 * Ends the session: tells the server (a failure there must not keep the player signed in here),
 * clears the token and flags, and drops every member query so nothing of the member stays on screen.
 */
export const signOut = async (queryClient: QueryClient): Promise<void> => {
  try {
    await postLogout();
  } catch {
    // Already expired or offline: the local sign-out below is what the player asked for.
  }
  clearSession();
  queryClient.removeQueries({ queryKey: accountKeys.member });
  await queryClient.invalidateQueries();
};

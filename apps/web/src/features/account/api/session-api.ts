import type { MemberSession } from '@gp/contracts';
import { api } from '../../../api/api-client';

/** `POST /wps/session/exchange`: trades a sign-in link's code for a new session (the server spends it, whatever the answer). */
export const exchangeLinkCode = (code: string): Promise<MemberSession> => api.post('/wps/session/exchange', { body: { code } });

/** `POST /wps/session/logout`: ends the session on the server. */
export const postLogout = (): Promise<null> => api.post('/wps/session/logout');

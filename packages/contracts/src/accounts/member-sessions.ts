import { z } from 'zod';
import { passwordInput } from './login';

const id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** One live sign-in of the member; `current` marks the session making the call. */
export const liveMemberSession = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().nullable(),
  /** Shortened to what identifies a browser and device. */
  userAgent: z.string().nullable(),
  method: z.string(),
  current: z.boolean(),
});
export type LiveMemberSession = z.infer<typeof liveMemberSession>;
export const liveMemberSessionsResponse = z.array(liveMemberSession);
export type LiveMemberSessions = z.infer<typeof liveMemberSessionsResponse>;

/** `/wps/member/sessions/:id/revoke` (E): the login password, counted like every session password check. */
export const memberSessionIdParams = z.strictObject({ id });
export const memberSessionRevokeRequest = z.strictObject({ password: passwordInput });
export type MemberSessionRevokeRequest = z.infer<typeof memberSessionRevokeRequest>;

/** `/wps/member/sessions/revokeOthers` (E): ends every session but the caller's. */
export const memberSessionsRevokeOthersRequest = z.strictObject({ password: passwordInput });
export const memberSessionsRevokedResponse = z.object({ revoked: z.number().int() });
export type MemberSessionsRevoked = z.infer<typeof memberSessionsRevokedResponse>;

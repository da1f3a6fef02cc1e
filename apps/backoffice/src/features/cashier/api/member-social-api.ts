import { socialLinksResponse } from '@gp/contracts';
import { apiRequest } from '../../../shared/http/request';

/** A member's identities linked for social sign-in (support and admins). */
export const fetchMemberSocialLinks = (memberId: number, signal?: AbortSignal) =>
  apiRequest(`/bo/members/${memberId}/social/links`, { schema: socialLinksResponse, signal });

/** Unlinks one with a reason (audited; the member is told); answers the links that remain. */
export const unlinkMemberSocial = (memberId: number, linkId: number, reason: string) =>
  apiRequest(`/bo/members/${memberId}/social/links/${linkId}/unlink`, { method: 'POST', body: { reason }, schema: socialLinksResponse });

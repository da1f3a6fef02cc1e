import { socialLinksResponse } from '@gp/contracts';
import { typedApi } from '../../../shared/http/typed-api';

/** A member's identities linked for social sign-in (support and admins). */
export const fetchMemberSocialLinks = (memberId: number, signal?: AbortSignal) =>
  typedApi.get('/bo/members/{id}/social/links', { params: { path: { id: memberId } }, signal, parse: (v) => socialLinksResponse.parse(v) });

/** Unlinks one with a reason (audited; the member is told); answers the links that remain. */
export const unlinkMemberSocial = (memberId: number, linkId: number, reason: string) =>
  typedApi.post('/bo/members/{id}/social/links/{linkId}/unlink', {
    params: { path: { id: memberId, linkId } },
    body: { reason },
    parse: (v) => socialLinksResponse.parse(v),
  });

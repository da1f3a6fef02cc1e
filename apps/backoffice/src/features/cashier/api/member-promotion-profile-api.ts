import { boMemberPromotionProfile, type BoMemberPromotionProfileUpdate } from '@gp/contracts';
import { typedApi } from '../../../shared/http/typed-api';

/** A member's VIP level and country, which promotion rules admit by (support, operators, admins). */
export const fetchMemberPromotionProfile = (memberId: number, signal?: AbortSignal) =>
  typedApi.get('/bo/members/{id}/promotionProfile', { params: { path: { id: memberId } }, signal, parse: (v) => boMemberPromotionProfile.parse(v) });

/** Sets both (audited); answers the profile as stored. */
export const saveMemberPromotionProfile = (memberId: number, body: BoMemberPromotionProfileUpdate) =>
  typedApi.put('/bo/members/{id}/promotionProfile', { params: { path: { id: memberId } }, body, parse: (v) => boMemberPromotionProfile.parse(v) });

import { queryOptions } from '@tanstack/react-query';
import type { PromotionBonusList, PromotionClaimResult, PromotionHallList, PromotionJoinResult } from '@gp/contracts';
import { api } from '../../../api/api-client';
import { promotionKeys } from '../queries/keys';

/** The member's status per running promotion; only a real member's token asks (a trial is refused). */
export const promotionStatusQuery = (token: string | null) =>
  queryOptions({
    queryKey: promotionKeys.status(token),
    queryFn: ({ signal }): Promise<PromotionHallList> => api.get('/wps/promotions/status', { signal }),
    enabled: token !== null,
    staleTime: 30_000,
  });

/** Paid bonuses with their turnover, titles in the member's language. */
export const promotionBonusesQuery = (token: string | null, language: string) =>
  queryOptions({
    queryKey: promotionKeys.bonuses(token, language),
    queryFn: ({ signal }): Promise<PromotionBonusList> => api.get('/wps/promotions/bonuses', { signal }),
    enabled: token !== null,
  });

/** The server answers a repeated claim with the first one's result, so a retry never pays twice. */
export const claimPromotion = (id: number): Promise<PromotionClaimResult> => api.post('/wps/promotions/{id}/claim', { params: { path: { id } } });

/** Opting in to a cashback or rebate promotion; a repeated join answers the same. */
export const joinPromotion = (id: number): Promise<PromotionJoinResult> => api.post('/wps/promotions/{id}/join', { params: { path: { id } } });

import { boPromotionClaim, boPromotionClaimBulkResult, boPromotionClaimPage, type BoPromotionClaimBulk, type PromotionClaimStatus } from '@gp/contracts';
import { typedApi } from '../../../shared/http/typed-api';

export type ClaimFilters = { promotionId: string; status: PromotionClaimStatus | ''; account: string; from: string; to: string };

export const claimsPageSize = 20;

const positiveId = (text: string) => (/^\d{1,9}$/.test(text.trim()) && Number(text) > 0 ? Number(text) : undefined);

export const fetchClaims = (filters: ClaimFilters, pageNo: number, signal?: AbortSignal) =>
  typedApi.get('/bo/promotions/claims', {
    params: {
      query: {
        promotionId: positiveId(filters.promotionId),
        status: filters.status || undefined,
        memberAccount: filters.account.trim() || undefined,
        from: filters.from || undefined,
        to: filters.to || undefined,
        pageNo,
        pageSize: claimsPageSize,
      },
    },
    signal,
    parse: (v) => boPromotionClaimPage.parse(v),
  });

export const approveClaim = (id: number, amount: number | undefined) =>
  typedApi.post('/bo/promotions/claims/{id}/approve', {
    params: { path: { id } },
    body: amount === undefined ? {} : { amount },
    parse: (v) => boPromotionClaim.parse(v),
  });

export const rejectClaim = (id: number, reason: string) =>
  typedApi.post('/bo/promotions/claims/{id}/reject', { params: { path: { id } }, body: { reason }, parse: (v) => boPromotionClaim.parse(v) });

export const bulkDecide = (body: BoPromotionClaimBulk) =>
  typedApi.post('/bo/promotions/claims/bulk', { body, parse: (v) => boPromotionClaimBulkResult.parse(v) });

/** A picture needs the staff token, so it is fetched and shown from an object URL. */
export const fetchClaimImage = async (id: number, index: number, signal?: AbortSignal): Promise<Blob> =>
  (await typedApi.blob('/bo/promotions/claims/{id}/images/{index}', { params: { path: { id, index } }, signal })).blob;

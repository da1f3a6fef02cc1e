import { queryOptions } from '@tanstack/react-query';
import {
  promotionApplyResult,
  promotionImageUpload,
  promotionPendingClaimList,
  type PromotionApplyRequest,
  type PromotionApplyResult,
  type PromotionImageUpload,
} from '@gp/contracts';
import { api } from '../../../api/api-client';
import { promotionKeys } from '../queries/keys';

/** One application picture, sent as multipart as soon as it is chosen; the answer is its id. */
export const uploadApplyImage = (file: File): Promise<PromotionImageUpload> => {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post('/wps/promotions/images', { form, parse: (v) => promotionImageUpload.parse(v) });
};

/** The same application sent again is answered with the first, so a retry never applies twice. */
export const applyToPromotion = (id: number, body: PromotionApplyRequest): Promise<PromotionApplyResult> =>
  api.post('/wps/promotions/{id}/apply', { params: { path: { id } }, body, parse: (v) => promotionApplyResult.parse(v) });

/** Applications and held claims waiting for staff, and refused ones with the reason; titles in the member's language. */
export const pendingClaimsQuery = (token: string | null, language: string) =>
  queryOptions({
    queryKey: [...promotionKeys.all, 'pending', token, language] as const,
    queryFn: ({ signal }) => api.get('/wps/promotions/pending', { signal, parse: (v) => promotionPendingClaimList.parse(v) }),
    enabled: token !== null,
  });

import type { ClaimFilters } from '../api/claims-api';

/** Every query key of the claims review screens. */
export const promotionClaimsKeys = {
  all: ['promotion-claims'] as const,
  page: (filters: ClaimFilters, pageNo: number) => ['promotion-claims', filters, pageNo] as const,
  images: (claimId: number) => ['promotion-claim-images', claimId] as const,
};

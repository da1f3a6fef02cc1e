import type { BoPromotionClaim, PromotionClaimStatus } from '@gp/contracts';
import type { StatusTone } from '../../shared/ui/status-badge';

export const claimTone: Record<PromotionClaimStatus, StatusTone> = {
  signed_up: 'neutral',
  applying: 'waiting',
  processing: 'waiting',
  issued: 'good',
  claimed: 'good',
  rejected: 'bad',
};

/** Staff may still decide: an application or a held claim. */
export const isOpen = (claim: Pick<BoPromotionClaim, 'status'>): boolean => claim.status === 'applying' || claim.status === 'processing';

/** Approved once above the threshold, waiting for a second staff member. */
export const awaitsSecond = (claim: Pick<BoPromotionClaim, 'status' | 'firstApproval'>): boolean => isOpen(claim) && claim.firstApproval !== null;

import { describe, expect, it } from 'vitest';
import { promotionSettingsFormSchema, toPromotionSettingsForm } from './promotion-settings-form-schema';

describe('promotion settings form', () => {
  it('reads major units and stores minor units', () => {
    expect(toPromotionSettingsForm({ reviewSecondApprovalAbove: 1_000_050, sharedIdentityReview: true })).toEqual({
      reviewSecondApprovalAbove: '10000.50',
      sharedIdentityReview: true,
    });
    expect(promotionSettingsFormSchema.parse({ reviewSecondApprovalAbove: '10,000', sharedIdentityReview: false })).toEqual({
      reviewSecondApprovalAbove: 1_000_000,
      sharedIdentityReview: false,
    });
    expect(promotionSettingsFormSchema.safeParse({ reviewSecondApprovalAbove: 'ten', sharedIdentityReview: false }).success).toBe(false);
  });
});

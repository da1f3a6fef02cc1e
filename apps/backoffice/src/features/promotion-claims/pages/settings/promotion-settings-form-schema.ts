import { promotionSettings, type PromotionSettings } from '@gp/contracts';
import { z } from 'zod';
import { parseMoneyInput, toMoneyInput } from '../../../../shared/format/money';

/** The review threshold is typed in major units and stored in minor units. */
export const promotionSettingsFormSchema = z
  .object({ reviewSecondApprovalAbove: z.string(), sharedIdentityReview: z.boolean() })
  .transform((form): z.input<typeof promotionSettings> => ({
    reviewSecondApprovalAbove: parseMoneyInput(form.reviewSecondApprovalAbove),
    sharedIdentityReview: form.sharedIdentityReview,
  }))
  .pipe(promotionSettings);

export type PromotionSettingsFormValues = z.input<typeof promotionSettingsFormSchema>;

export const toPromotionSettingsForm = (value: PromotionSettings): PromotionSettingsFormValues => ({
  reviewSecondApprovalAbove: toMoneyInput(value.reviewSecondApprovalAbove),
  sharedIdentityReview: value.sharedIdentityReview,
});

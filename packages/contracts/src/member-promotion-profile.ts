import { z } from 'zod';

/**
 * The two member facts promotion rules decide by, as staff see and set them on the member's page:
 * the VIP level (0..100) and the country (ISO 3166-1 alpha-2, or none).
 */
export const boMemberPromotionProfile = z.object({
  memberId: z.number().int(),
  vipLevel: z.number().int().min(0).max(100),
  country: z.string().nullable(),
});
export type BoMemberPromotionProfile = z.infer<typeof boMemberPromotionProfile>;

export const boMemberPromotionProfileUpdate = z.strictObject({
  vipLevel: z.number().int().min(0).max(100),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/)
    .nullable(),
});
export type BoMemberPromotionProfileUpdate = z.infer<typeof boMemberPromotionProfileUpdate>;

export const boMemberPromotionProfileParams = z.strictObject({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

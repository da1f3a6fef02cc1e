import { z } from 'zod';

export const staffRoles = ['admin', 'operator', 'finance', 'support', 'content'] as const;
export const staffRole = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRole>;

export const staffLoginRequest = z.strictObject({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(256),
});

/** First sign-in enrols TOTP; later ones ask for a code. The challenge lives 5 minutes. */
export const staffLoginResponse = z.discriminatedUnion('step', [
  z.object({ step: z.literal('enroll'), challenge: z.string(), secret: z.string(), otpauthUrl: z.string() }),
  z.object({ step: z.literal('totp'), challenge: z.string() }),
]);
export type StaffLoginResponse = z.infer<typeof staffLoginResponse>;

export const staffTotpRequest = z.strictObject({
  challenge: z.string().min(1).max(128),
  code: z.string().regex(/^\d{6}$/, 'six digits'),
});

export const staffProfile = z.object({
  id: z.number().int(),
  username: z.string(),
  roles: z.array(staffRole),
});
export type StaffProfile = z.infer<typeof staffProfile>;

/** `passwordChangeRequired`: signed in with a temporary password; only changing it (or signing out) is allowed. */
export const staffSession = z.object({ token: z.string(), expiresAt: z.string(), staff: staffProfile, passwordChangeRequired: z.boolean() });
export type StaffSession = z.infer<typeof staffSession>;

/** Staff change their own password; the new one follows the staff password rule (12 to 256 characters). */
export const staffPasswordChangeRequest = z.strictObject({
  currentPassword: z.string().min(1).max(256),
  newPassword: z.string().min(12).max(256),
});
export type StaffPasswordChangeRequest = z.infer<typeof staffPasswordChangeRequest>;

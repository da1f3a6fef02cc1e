import { z } from 'zod';
import { passwordInput } from './login';

const id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** A provider identity linked to the account for social sign-in. */
export const socialLink = z.object({ id: z.number().int(), providerName: z.string(), linkedAt: z.string() });
export type SocialLink = z.infer<typeof socialLink>;
export const socialLinksResponse = z.array(socialLink);
export type SocialLinks = z.infer<typeof socialLinksResponse>;

/** `/wps/member/social/links/:id/unlink` (E): the login password, counted like every session password check. */
export const socialLinkIdParams = z.strictObject({ id });
export const socialUnlinkRequest = z.strictObject({ password: passwordInput });

/** `/bo/members/:id/social/links/:linkId/unlink`: staff say why (audited). */
export const boSocialLinkParams = z.strictObject({ id, linkId: id });
export const boSocialLinksParams = z.strictObject({ id });
export const boSocialUnlinkRequest = z.strictObject({ reason: z.string().trim().min(1).max(200) });
export type BoSocialUnlinkRequest = z.infer<typeof boSocialUnlinkRequest>;

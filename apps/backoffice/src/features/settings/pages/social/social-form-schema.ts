import { socialSettings, type SocialSettings } from '@gp/contracts';
import { z } from 'zod';

// The inputs sit at the contract's own paths (providers.0.issuer) so its issues land beside them.
const providerRow = z.object({
  id: z.string(),
  name: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  jwksUri: z.string(),
  /** Blank: the provider gets no sign-in button on the player site. */
  authorizationEndpoint: z.string(),
  enabled: z.boolean(),
});
type ProviderRow = z.infer<typeof providerRow>;

/** Text inputs in, the `social` document out; addresses are trimmed before the contract checks them. */
export const socialFormSchema = z
  .object({ providers: z.array(providerRow) })
  .transform((form) => ({
    providers: form.providers.map((p) => {
      const authorizationEndpoint = p.authorizationEndpoint.trim();
      return {
        id: p.id,
        name: p.name,
        issuer: p.issuer.trim(),
        clientId: p.clientId,
        jwksUri: p.jwksUri.trim(),
        ...(authorizationEndpoint ? { authorizationEndpoint } : {}),
        enabled: p.enabled,
      };
    }),
  }))
  .pipe(socialSettings);

export type SocialFormValues = z.input<typeof socialFormSchema>;

/** What "Add provider" starts from: switched on, so saving it makes it live once filled in. */
export const blankProvider = (): ProviderRow => ({ id: '', name: '', issuer: '', clientId: '', jwksUri: '', authorizationEndpoint: '', enabled: true });

export const toSocialForm = (value: SocialSettings): SocialFormValues => ({
  providers: value.providers.map((p) => ({
    id: p.id,
    name: p.name,
    issuer: p.issuer,
    clientId: p.clientId,
    jwksUri: p.jwksUri,
    authorizationEndpoint: p.authorizationEndpoint ?? '',
    enabled: p.enabled,
  })),
});

/** The text inputs of one provider, in the order the form shows them. */
export const socialProviderTextFields = ['id', 'name', 'issuer', 'clientId', 'jwksUri', 'authorizationEndpoint'] as const;

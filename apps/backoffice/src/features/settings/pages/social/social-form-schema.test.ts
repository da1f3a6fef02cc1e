import type { SocialSettings } from '@gp/contracts';
import { describe, expect, it } from 'vitest';
import { blankProvider, socialFormSchema, toSocialForm } from './social-form-schema';

const value: SocialSettings = {
  providers: [
    {
      id: 'acme',
      name: 'Acme ID',
      issuer: 'https://id.acme.example',
      clientId: 'site-client',
      jwksUri: 'https://id.acme.example/jwks',
      authorizationEndpoint: 'https://id.acme.example/authorize',
      enabled: true,
    },
    { id: 'old', name: 'Old ID', issuer: 'https://old.example', clientId: 'c', jwksUri: 'https://old.example/keys', enabled: false },
  ],
};

const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => result.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('social sign-in form schema', () => {
  it('round-trips the document; a blank authorization endpoint is saved as none', () => {
    expect(socialFormSchema.parse(toSocialForm(value))).toEqual(value);
    expect(toSocialForm(value).providers[1]?.authorizationEndpoint).toBe('');
    const [acme, old] = toSocialForm(value).providers;
    const parsed = socialFormSchema.parse({ providers: [{ ...acme!, authorizationEndpoint: '  ', issuer: ' https://id.acme.example ' }, old!] });
    expect(parsed.providers[0]).not.toHaveProperty('authorizationEndpoint');
    expect(parsed.providers[0]?.issuer).toBe('https://id.acme.example');
  });

  it("reports the contract's rules at the input of the provider that broke them", () => {
    const [acme, old] = toSocialForm(value).providers;
    expect(paths(socialFormSchema.safeParse({ providers: [acme!, { ...old!, jwksUri: 'not a url' }] }))).toEqual(['providers.1.jwksUri']);
    expect(paths(socialFormSchema.safeParse({ providers: [{ ...acme!, id: 'Acme!' }] }))).toEqual(['providers.0.id']);
    expect(paths(socialFormSchema.safeParse({ providers: [{ ...acme!, authorizationEndpoint: 'nope' }] }))).toEqual(['providers.0.authorizationEndpoint']);
    expect(paths(socialFormSchema.safeParse({ providers: [blankProvider()] }))).toEqual(
      expect.arrayContaining(['providers.0.id', 'providers.0.name', 'providers.0.issuer', 'providers.0.clientId', 'providers.0.jwksUri']),
    );
  });

  it('refuses two providers with the same id', () => {
    const [acme] = toSocialForm(value).providers;
    expect(paths(socialFormSchema.safeParse({ providers: [acme!, { ...acme!, name: 'Again' }] }))).toEqual(['providers']);
  });
});

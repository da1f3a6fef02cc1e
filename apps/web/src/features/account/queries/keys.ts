const member = ['member'] as const;
const balances = [...member, 'balance'] as const;
const security = [...member, 'security'] as const;

/**
 * Query keys of the account feature. Every query that belongs to the signed-in member starts with
 * `member`, so sign-out drops them all with one `removeQueries`; other features build their member
 * keys (money, in-house games) on `accountKeys.member` for the same reason. The social providers,
 * register settings and country lists are public, so they stay outside `member`.
 */
export const accountKeys = {
  member,
  info: (token: string | null) => [...member, 'info', token] as const,
  icon: (token: string | null) => [...member, 'icon', token] as const,
  /** Every copy of the wallet balance, whatever the token. */
  balances,
  balance: (token: string | null) => [...balances, token] as const,
  /** The security centre: its overview, linked sign-ins and devices. */
  security,
  securityOverview: (token: string | null) => [...security, token] as const,
  socialLinks: (token: string | null) => [...security, 'socialLinks', token] as const,
  devices: (token: string | null) => [...security, 'devices', token] as const,
  socialProviders: ['session', 'social', 'providers'] as const,
  registerSettings: ['system', 'setting', 'register'] as const,
  /** Country names follow the page's language, so the language is part of the key. */
  countryCodes: (language: string) => ['content', 'countryCodes', language] as const,
  /** The same list read by the SMS fields, cached under a key of its own. */
  smsCountryCodes: (language: string) => ['system', 'countryCodes', language] as const,
};

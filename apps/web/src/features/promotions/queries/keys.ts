import { accountKeys } from '../../account/queries/keys';

const all = [...accountKeys.member, 'promotions'] as const;

/**
 * Query keys of the promotions feature. They sit under the member root, so sign-out drops them; the
 * bonuses carry the language because their titles are in it.
 */
export const promotionKeys = {
  all,
  status: (token: string | null) => [...all, 'status', token] as const,
  bonuses: (token: string | null, language: string) => [...all, 'bonuses', token, language] as const,
};

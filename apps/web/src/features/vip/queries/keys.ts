import { accountKeys } from '../../account/queries/keys';

const all = [...accountKeys.member, 'vip'] as const;

/** Query keys of the VIP feature, under the member root so sign-out drops them; the level names are in the language. */
export const vipKeys = {
  all,
  info: (token: string | null, language: string) => [...all, 'info', token, language] as const,
  bonuses: (token: string | null) => [...all, 'bonuses', token] as const,
};

import { accountKeys } from '../../account/queries/keys';

const all = [...accountKeys.member, 'affiliate'] as const;

/** Query keys of the affiliate application, under the member root so sign-out drops them. */
export const affiliateKeys = {
  all,
  state: (token: string | null) => [...all, 'state', token] as const,
};

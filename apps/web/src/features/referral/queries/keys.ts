import { accountKeys } from '../../account/queries/keys';

const all = [...accountKeys.member, 'referral'] as const;

/** Query keys of the referral page, under the member root so sign-out drops them. */
export const referralKeys = {
  all,
  overview: (token: string | null) => [...all, 'overview', token] as const,
  links: (token: string | null) => [...all, 'links', token] as const,
};

import { accountKeys } from '../../account/queries/keys';

const all = [...accountKeys.member, 'wheel'] as const;

/** Query keys of the prize wheel, under the member root so sign-out drops them. */
export const wheelKeys = {
  all,
  state: (token: string | null) => [...all, 'state', token] as const,
  spins: (token: string | null) => [...all, 'spins', token] as const,
};

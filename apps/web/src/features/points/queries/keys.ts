import { accountKeys } from '../../account/queries/keys';

const all = [...accountKeys.member, 'points'] as const;

/**
 * Query keys of the points pages. They sit under the member root, so sign-out drops them; a
 * redemption in the points mall changes the balance and details, so the mall may refresh `all`.
 */
export const pointsKeys = {
  all,
  balance: (token: string | null) => [...all, 'balance', token] as const,
  config: (token: string | null) => [...all, 'config', token] as const,
  details: (token: string | null, filter: object) => [...all, 'details', token, filter] as const,
};

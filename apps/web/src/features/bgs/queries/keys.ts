import { accountKeys } from '../../account/queries/keys';
import { cashierKeys } from '../../cashier/queries/keys';

/** Member-owned bgs queries live under the member root, so sign-out drops them. */
const member = [...accountKeys.member, 'bgs'] as const;
const seeds = [...member, 'seeds'] as const;

/** Query keys of the in-house (provably fair) games. Config, crash state and the verifier are public. */
export const bgsKeys = {
  config: ['bgs', 'config'] as const,
  crashState: ['bgs', 'crashState'] as const,
  verify: (request: unknown) => ['bgs', 'verify', request] as const,
  member,
  seeds,
  seedsFor: (token: string | null) => [...seeds, token] as const,
  minesActive: (token: string | null) => [...member, 'minesActive', token] as const,
  /** Under the money records root: the money event after each bet refreshes the list. */
  myBets: (token: string | null, game: string) => [...cashierKeys.money.records, 'bgs', token, game] as const,
};

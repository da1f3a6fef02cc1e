import type { Actor } from '../../platform/audit';

/**
 * What the agent tree needs from the account-freeze service of the accounts module, which revokes
 * the sessions, notifies the member and audits; the tree only checks the state before and after.
 */
export type AccountFreezePort = {
  freeze: (memberId: bigint, reason: string, actor: Actor) => Promise<unknown>;
  unfreeze: (memberId: bigint, staff: Actor) => Promise<unknown>;
};

import type { Executor } from '@gp/db';

/**
 * Makes a member an agent: the agent type code, the upline it hangs under (the member tree follows
 * by trigger) and its own invitation code. The agents module decides who and when; this only writes
 * the member row it owns. Undefined when the member is gone.
 */
export const setMemberAgentRole = (
  db: Executor,
  memberId: bigint,
  role: { type: number; uplineId: bigint | null; affiliateCode: string },
): Promise<{ id: bigint; account: string; affiliate_code: string | null } | undefined> =>
  db
    .updateTable('members')
    .set({ type: role.type, upline_id: role.uplineId, affiliate_code: role.affiliateCode })
    .where('id', '=', memberId)
    .returning(['id', 'account', 'affiliate_code'])
    .executeTakeFirst();

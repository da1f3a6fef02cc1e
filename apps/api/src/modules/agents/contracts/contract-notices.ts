import type { Executor, MemberNoticeKind } from '@gp/db';
import { addMemberNotice } from '../../engagement/notices';
import type { ContractRow } from './agent-contracts.repository';

/**
 * Tells one party of a contract about a change, in the same transaction. `account` is the other
 * party (left out when it is the platform: the text then names the platform).
 */
export const noticeContract = async (
  trx: Executor,
  to: bigint | null,
  kind: Extract<MemberNoticeKind, `contract_${string}`>,
  contract: Pick<ContractRow, 'id' | 'type'>,
  extra: { account?: string | null | undefined; reason?: string | null | undefined } = {},
): Promise<void> => {
  // The platform has no inbox: a notice to it is dropped.
  if (to === null) return;
  const params: Record<string, string | number> = { type: contract.type, contractId: Number(contract.id) };
  if (extra.account) params.account = extra.account;
  if (extra.reason) params.reason = extra.reason;
  await addMemberNotice(trx, { memberId: to, kind, params });
};

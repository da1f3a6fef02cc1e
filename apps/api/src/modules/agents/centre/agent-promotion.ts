import type { MerchantSettings } from '@gp/contracts';
import type { Executor } from '@gp/db';
import { sql } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { findMemberByAccount, isAffiliateCodeTaken, setMemberAgentRole } from '../../identity/accounts';
import { openMainWallet } from '../../money/ledger';
import { newInviteCode } from './register.service';

type AgentTypes = Pick<MerchantSettings, 'agentTypeCodes' | 'currency'>;
export type UplineAgent = { id: bigint; account: string };

const int4Array = (codes: readonly number[]) => sql`${sql.val(codes.length > 0 ? [...codes] : [-1])}::int4[]`;

/**
 * The operator's top agent: the oldest active agent with no upline (the seed's demo agent on a fresh
 * install). A member made an agent without a chosen upline goes under it; none: the new agent is top-level.
 */
export const findTopAgent = (db: Executor, merchant: AgentTypes): Promise<UplineAgent | undefined> =>
  db
    .selectFrom('members')
    .select(['id', 'account'])
    .where('upline_id', 'is', null)
    .where('status', '=', 'active')
    .where(sql<boolean>`type = any(${int4Array(merchant.agentTypeCodes)})`)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();

/** An upline staff chose by account: it must be an active agent (AFFILIATE_UPLINE_NOT_AGENT otherwise). */
export const findUplineAgent = async (db: Executor, account: string, merchant: AgentTypes): Promise<UplineAgent> => {
  const row = await findMemberByAccount(db, account);
  if (!row || row.status !== 'active' || !merchant.agentTypeCodes.includes(row.type)) {
    throw new AppError('AFFILIATE_UPLINE_NOT_AGENT', { details: { account } });
  }
  return { id: row.id, account: row.account };
};

/**
 * Makes a member an agent inside the caller's transaction: the merchant's first agent type, the
 * upline (never the member itself or one of its own team: the tree trigger refuses that), a fresh
 * invitation code (never one already used as another member's code) and an agent wallet.
 */
export const promoteToAgent = async (
  trx: Executor,
  input: { memberId: bigint; upline: UplineAgent | null; merchant: AgentTypes },
): Promise<{ inviteCode: string }> => {
  const { memberId, upline, merchant } = input;
  const type = merchant.agentTypeCodes[0];
  if (type === undefined) throw new AppError('AFFILIATE_UPLINE_NOT_AGENT');
  if (upline && upline.id === memberId) throw new AppError('AFFILIATE_UPLINE_NOT_AGENT', { details: { account: upline.account } });
  let code = newInviteCode();
  for (let attempt = 0; attempt < 5 && (await isAffiliateCodeTaken(trx, code)); attempt += 1) code = newInviteCode();
  try {
    const row = await setMemberAgentRole(trx, memberId, { type, uplineId: upline?.id ?? null, affiliateCode: code });
    if (!row) throw new AppError('NOT_FOUND');
  } catch (error) {
    // The tree trigger refuses an upline inside the member's own team.
    if (error instanceof Error && /own team/.test(error.message)) throw new AppError('AFFILIATE_UPLINE_NOT_AGENT', { details: { account: upline?.account } });
    throw error;
  }
  await openMainWallet(trx, { id: memberId, isAgent: true }, merchant.currency);
  return { inviteCode: code };
};

import type { BoMemberSummary, MerchantSettings } from '@gp/contracts';
import type { Executor } from '@gp/db';
import { AppError } from '../../../lib/app-error';
import { memberKind } from './member-kind';
import { findMemberByAccountName, findMemberById, type MemberSummaryRow } from './members-admin.repository';

export type MemberRef = { memberId?: number | undefined; memberAccount?: string | undefined };

/** The member a staff request names, by id or by account name; NOT_FOUND otherwise. */
export const resolveMember = async (db: Executor, ref: MemberRef): Promise<MemberSummaryRow> => {
  const row =
    ref.memberId !== undefined
      ? await findMemberById(db, BigInt(ref.memberId))
      : ref.memberAccount
        ? await findMemberByAccountName(db, ref.memberAccount)
        : undefined;
  if (!row) throw new AppError('NOT_FOUND', { details: { member: ref.memberId ?? ref.memberAccount ?? null } });
  return row;
};

export const toMemberSummary = (row: MemberSummaryRow, merchant: MerchantSettings): BoMemberSummary => ({
  id: Number(row.id),
  account: row.account,
  nickname: row.nickname,
  realName: row.real_name,
  kind: memberKind(row.type, merchant),
  status: row.status,
  createdAt: row.created_at.toISOString(),
});

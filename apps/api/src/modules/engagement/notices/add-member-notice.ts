import type { Executor, MemberNoticeKind } from '@gp/db';

export type MemberNoticeInput = {
  memberId: bigint;
  kind: MemberNoticeKind;
  /** amount (minor units, as a number), currency, reference, reason: whatever the text needs. */
  params: Record<string, string | number>;
};

/** Call inside the transaction that moves the money, so the notice and the movement commit together. */
export const addMemberNotice = async (db: Executor, notice: MemberNoticeInput): Promise<void> => {
  await db
    .insertInto('member_notices')
    .values({ member_id: notice.memberId, kind: notice.kind, params: JSON.stringify(notice.params) })
    .execute();
};

import type { Executor } from '@gp/db';

export const insertLinkCode = (db: Executor, row: { code_hash: string; member_id: bigint; expires_at: Date }) =>
  db.insertInto('member_link_codes').values(row).execute();

/** Locked until the exchange commits, so of two exchanges of one code only the first finds it unspent. */
export const lockLinkCode = (db: Executor, codeHash: string) =>
  db.selectFrom('member_link_codes').select(['member_id', 'expires_at', 'used_at']).where('code_hash', '=', codeHash).forUpdate().executeTakeFirst();

export const spendLinkCode = (db: Executor, codeHash: string, at: Date) =>
  db.updateTable('member_link_codes').set({ used_at: at }).where('code_hash', '=', codeHash).execute();

/** Codes long past their minute are of no use to anyone; kept a day for whoever reads the table after an incident. */
export const deleteLinkCodesExpiredBefore = (db: Executor, before: Date) => db.deleteFrom('member_link_codes').where('expires_at', '<', before).execute();

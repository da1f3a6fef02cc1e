import type { Executor } from '@gp/db';
import { sql } from 'kysely';

/** Queries of the wallet module; money itself moves only through the ledger's postJournal. */

export type TransferVendor = { code: string; displayName: string; gameType: string; maintenance: boolean };

/** Enabled vendors running in transfer mode, in the catalog's order. */
export const listTransferVendors = async (db: Executor): Promise<TransferVendor[]> => {
  const rows = await db
    .selectFrom('catalog_vendors')
    .select(['code', 'display_name', 'game_type', 'maintenance'])
    .where('enabled', '=', true)
    .where('wallet_mode', '=', 'transfer')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ code: r.code, displayName: r.display_name, gameType: r.game_type, maintenance: r.maintenance }));
};

export const findVendorWalletMode = (db: Executor, code: string) =>
  db.selectFrom('catalog_vendors').select(['code', 'enabled', 'wallet_mode']).where('code', '=', code).executeTakeFirst();

/** Every running-balance wallet the member owns (main or agent main, hold, vendor wallets). */
export const listMemberWallets = (db: Executor, ownerType: 'player' | 'agent', memberId: bigint, currency: string) =>
  db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'vendor_code', 'balance'])
    .where('owner_type', '=', ownerType)
    .where('owner_id', '=', String(memberId))
    .where('currency', '=', currency)
    .orderBy('id')
    .execute();

/** A journal already posted under this key, for replaying a retried request. */
export const findJournalCreatedAt = (db: Executor, idempotencyKey: string) =>
  db.selectFrom('ledger_journals').select(['id', 'created_at']).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();

/** The legs of one journal with their accounts' kind and vendor (a replayed recall shows what moved). */
export const findJournalLegs = (db: Executor, journalId: bigint) =>
  db
    .selectFrom('ledger_legs as l')
    .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
    .select(['l.account_id', 'l.amount', 'a.kind', 'a.vendor_code'])
    .where('l.journal_id', '=', journalId)
    .execute();

export type MemberForTransfer = {
  id: bigint;
  account: string;
  type: number;
  status: string;
  uplineId: bigint | null;
  paymentPasswordHash: string | null;
};

const memberColumns = ['id', 'account', 'type', 'status', 'upline_id', 'payment_password_hash'] as const;

const toMember = (r: {
  id: bigint;
  account: string;
  type: number;
  status: string;
  upline_id: bigint | null;
  payment_password_hash: string | null;
}): MemberForTransfer => ({
  id: r.id,
  account: r.account,
  type: r.type,
  status: r.status,
  uplineId: r.upline_id,
  paymentPasswordHash: r.payment_password_hash,
});

export const findMemberForTransfer = async (db: Executor, id: bigint): Promise<MemberForTransfer | null> => {
  const row = await db.selectFrom('members').select(memberColumns).where('id', '=', id).executeTakeFirst();
  return row ? toMember(row) : null;
};

/** Account names are matched case-insensitively, as at sign-in. */
export const findMemberByAccount = async (db: Executor, account: string): Promise<MemberForTransfer | null> => {
  const row = await db
    .selectFrom('members')
    .select(memberColumns)
    .where(sql<string>`lower(account)`, '=', account.toLowerCase())
    .executeTakeFirst();
  return row ? toMember(row) : null;
};

import type { Executor, LedgerAccountsTable } from '@gp/db';
import type { Selectable } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { findAccountByIdentity, insertAccount, type AccountIdentity } from './ledger.repository';
import { accountKindRules, type LedgerAccount, type OpenAccountInput } from './ledger.types';

const CURRENCY_PATTERN = /^[A-Z]{3}$/;

const refuse = (reason: string): never => {
  throw new AppError('VALIDATION_ERROR', { details: { reason } });
};

const identityOf = (input: OpenAccountInput): AccountIdentity => {
  const rule = accountKindRules[input.kind];
  if (!rule) return refuse('UNKNOWN_ACCOUNT_KIND');
  if (typeof input.currency !== 'string' || !CURRENCY_PATTERN.test(input.currency)) return refuse('INVALID_CURRENCY');
  const owner = input.owner ?? null;
  if (rule.owners.length === 0 && owner) return refuse('ACCOUNT_KIND_HAS_NO_OWNER');
  if (rule.owners.length > 0 && (!owner || !rule.owners.includes(owner.type) || !owner.id)) return refuse('INVALID_OWNER');
  const vendorCode = input.vendorCode ?? null;
  if (rule.vendorCode !== Boolean(vendorCode)) return refuse(rule.vendorCode ? 'VENDOR_CODE_REQUIRED' : 'VENDOR_CODE_NOT_ALLOWED');
  return { kind: input.kind, currency: input.currency, ownerType: owner?.type ?? null, ownerId: owner?.id ?? null, vendorCode };
};

type AccountRow = Selectable<LedgerAccountsTable>;

const toAccount = (row: AccountRow): LedgerAccount => ({
  id: row.id,
  kind: row.kind,
  owner: row.owner_type && row.owner_id ? { type: row.owner_type, id: row.owner_id } : null,
  vendorCode: row.vendor_code,
  currency: row.currency,
  balance: row.balance,
  createdAt: row.created_at,
});

/** Get-or-create: an owner has one account per kind, currency and (for vendor wallets) vendor. */
export const openAccount = async (db: Executor, input: OpenAccountInput): Promise<LedgerAccount> => {
  const identity = identityOf(input);
  const created = await insertAccount(db, identity, accountKindRules[identity.kind].running ? 0n : null);
  if (created) return toAccount(created);
  const existing = await findAccountByIdentity(db, identity);
  if (!existing) throw new AppError('INTERNAL_ERROR', { details: { reason: 'ACCOUNT_VANISHED' } });
  return toAccount(existing);
};

/** The account of that identity if it exists; reads only (a balance shown in a header is read often). */
export const findAccount = async (db: Executor, input: OpenAccountInput): Promise<LedgerAccount | null> => {
  const row = await findAccountByIdentity(db, identityOf(input));
  return row ? toAccount(row) : null;
};

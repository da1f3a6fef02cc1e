import type { Executor } from '@gp/db';
import { sql } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { WalletHolder } from './member-wallets';
import { preparePosting } from './prepare-posting';
import type { JsonObject } from './ledger.types';

/**
 * Many bonuses in one round trip (promotion runs): one journal per member, the house account
 * against the member's running wallet, through `ledger_post_bonus_batch` (sql/functions). Each
 * posting is prepared as postJournal prepares it (same checks, same request hash), so a key the
 * batch posted replays through postJournal too, and the other way round.
 */

export type BonusPosting = { idempotencyKey: string; walletId: bigint; amount: bigint; metadata: JsonObject };

export type BatchPosted = { idempotencyKey: string; journalId: bigint; replayed: boolean };

/** SQLSTATE of a refusal raised by the ledger's functions; message is the AppError code, detail its JSON. */
const REFUSAL_STATE = 'GPL01';

const isRefusal = (error: unknown): error is { code: string; message: string; detail?: string } =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === REFUSAL_STATE && 'message' in error;

const refusalOf = (error: { message: string; detail?: string }): AppError => {
  const details = JSON.parse(error.detail ?? '{}') as Record<string, unknown>;
  switch (error.message) {
    case 'IDEMPOTENCY_CONFLICT':
      return new AppError('IDEMPOTENCY_CONFLICT', { details });
    case 'AMOUNT_LIMIT_EXCEEDED':
      return new AppError('AMOUNT_LIMIT_EXCEEDED', { details });
    case 'VALIDATION_ERROR':
      return new AppError('VALIDATION_ERROR', { details });
    default:
      return new AppError('INTERNAL_ERROR', { details });
  }
};

/** Text array literal; keys are checked to be plain (letters, digits, `:_-`) before they get here. */
const textArray = (values: readonly string[]): string => `{${values.map((v) => `"${v}"`).join(',')}}`;
const int8Array = (values: readonly bigint[]): string => `{${values.join(',')}}`;
const PLAIN_KEY = /^[A-Za-z0-9:_-]{1,200}$/;

/**
 * Posts every posting of the batch in the caller's transaction (it must be one: a refusal raises
 * and the caller lets it roll back). Keys already posted with the same content are replays and move
 * nothing; the same key with other content is IDEMPOTENCY_CONFLICT. Returns one row per posting,
 * in order.
 */
export const postBonusBatch = async (
  db: Executor,
  input: { kind: string; houseAccountId: bigint; postings: readonly BonusPosting[] },
): Promise<BatchPosted[]> => {
  if (input.postings.length === 0) return [];
  const prepared = input.postings.map((p) => {
    if (!PLAIN_KEY.test(p.idempotencyKey)) throw new AppError('VALIDATION_ERROR', { details: { reason: 'INVALID_IDEMPOTENCY_KEY' } });
    return preparePosting({
      idempotencyKey: p.idempotencyKey,
      kind: input.kind,
      legs: [
        { accountId: input.houseAccountId, amount: -p.amount },
        { accountId: p.walletId, amount: p.amount },
      ],
      metadata: p.metadata,
    });
  });
  try {
    const { rows } = await sql<{ idempotency_key: string; journal_id: string; replayed: boolean }>`
      select idempotency_key, journal_id::text, replayed from ledger_post_bonus_batch(${input.kind}, ${input.houseAccountId},
        ${textArray(prepared.map((p) => p.idempotencyKey))}::text[], ${textArray(prepared.map((p) => p.requestHash))}::text[],
        ${`[${prepared.map((p) => p.metadata).join(',')}]`}::jsonb,
        ${int8Array(input.postings.map((p) => p.walletId))}::int8[], ${int8Array(input.postings.map((p) => p.amount))}::int8[])`.execute(db);
    return rows.map((r) => ({ idempotencyKey: r.idempotency_key, journalId: BigInt(r.journal_id), replayed: r.replayed }));
  } catch (error) {
    if (isRefusal(error)) throw refusalOf(error);
    throw error;
  }
};

const ownerOf = (holder: WalletHolder) => (holder.isAgent ? { type: 'agent', kind: 'agent_main' } : { type: 'player', kind: 'player_main' });

/**
 * Opens the main wallets of many members at once (zero balance; an existing one stays as it is),
 * outside the posting transaction as openMainWallet is. One statement.
 */
export const openMainWallets = async (db: Executor, holders: readonly WalletHolder[], currency: string): Promise<void> => {
  if (holders.length === 0) return;
  const owners = holders.map(ownerOf);
  await sql`insert into ledger_accounts (kind, owner_type, owner_id, vendor_code, currency, balance)
    select u.kind, u.owner_type, u.owner_id, null, ${currency}, 0
    from unnest(${textArray(owners.map((o) => o.kind))}::text[], ${textArray(owners.map((o) => o.type))}::text[],
      ${textArray(holders.map((h) => String(h.id)))}::text[]) u(kind, owner_type, owner_id)
    on conflict do nothing`.execute(db);
};

/** The main wallet id of each holder that has one (read only: usable inside the posting transaction). */
export const mainWalletIds = async (db: Executor, holders: readonly WalletHolder[], currency: string): Promise<Map<bigint, bigint>> => {
  if (holders.length === 0) return new Map();
  const owners = holders.map(ownerOf);
  const { rows } = await sql<{ owner_id: string; id: string }>`
    select a.owner_id, a.id::text from ledger_accounts a
    join unnest(${textArray(owners.map((o) => o.kind))}::text[], ${textArray(owners.map((o) => o.type))}::text[],
      ${textArray(holders.map((h) => String(h.id)))}::text[]) u(kind, owner_type, owner_id)
      on a.owner_type = u.owner_type and a.owner_id = u.owner_id and a.kind = u.kind
    where a.currency = ${currency} and a.vendor_code is null`.execute(db);
  return new Map(rows.map((r) => [BigInt(r.owner_id), BigInt(r.id)]));
};

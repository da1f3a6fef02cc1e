import { sql, type Kysely } from 'kysely';
import { ledgerPostV1 } from './2026_11_21_0010_ledger_post';
import { ledgerPostWalletV1 } from './2026_11_28_0027_ledger_post_wallet';
import { replaceOnce } from './replace-once';

/** The ceiling no setting can lift: 10^15 minor units, far below 2^53, so every stored amount is an exact JavaScript number. */
export const hardMaxMinor = 1_000_000_000_000_000n;
/** A currency's maximum while it has no row in ledger_currency_limits: 10^13 minor units. */
export const defaultMaxMinor = 10_000_000_000_000n;

/**
 * ledger_max_minor()'s body as an expression of a currency (char(3) or text). PostgreSQL does not
 * inline a scalar SQL function whose body holds a sub-select, and a call that is not inlined parses
 * and plans the body again for every statement that makes it (measured on PostgreSQL 15: +9.7 µs a
 * statement, against +1.4 µs for this expression written in place). Statements on the posting path
 * therefore carry the expression itself; everything else calls ledger_max_minor().
 */
export const maxMinorOf = (currency: string): string =>
  `coalesce((select l.max_minor from ledger_currency_limits l where l.currency = (${currency})::bpchar), ${defaultMaxMinor})`;

const orReplace = (text: string): string => replaceOnce(text, 'create function ', 'create or replace function ');

/**
 * ledger_post() with the currency's maximum: after the currency is known, any leg above it (either
 * sign) is AMOUNT_LIMIT_EXCEEDED; a credit that would leave a running balance above it is too. A
 * debit is never refused for the ceiling, so a wallet left above a lowered maximum can be spent down.
 */
export const ledgerPostV2 = [
  (t: string) => replaceOnce(t, 'v_leg record;', 'v_leg record;\n      v_max bigint;'),
  (t: string) => replaceOnce(t, 'array_agg(a.id) filter (where a.balance is not null)', `array_agg(a.id) filter (where a.balance is not null),\n        min(${maxMinorOf('a.currency')})`),
  (t: string) => replaceOnce(t, 'into v_found, v_currencies, v_running', 'into v_found, v_currencies, v_running, v_max'),
  (t: string) =>
    replaceOnce(
      t,
      '      -- Ascending account id:',
      `      -- No leg above the currency's maximum, whichever its sign (the first such leg is named).
      for v_i in 1 .. cardinality(p_amounts) loop
        if p_amounts[v_i] > v_max or p_amounts[v_i] < -v_max then
          return query select * from ledger_post_refusal(p_raise, 'AMOUNT_LIMIT_EXCEEDED',
            jsonb_build_object('accountId', p_accounts[v_i]::text, 'currency', v_currencies[1], 'max', v_max::text));
          return;
        end if;
      end loop;

      -- Ascending account id:`,
    ),
  (t: string) => replaceOnce(t, 'A wallet never goes below zero.', "A wallet never goes below zero, and a credit never takes it above the currency's maximum."),
  (t: string) => replaceOnce(t, 'where a.id = v_leg.acc and a.balance + v_leg.amt >= 0', 'where a.id = v_leg.acc and a.balance + v_leg.amt >= 0 and (v_leg.amt <= 0 or a.balance + v_leg.amt <= v_max)'),
  (t: string) =>
    replaceOnce(
      t,
      'select a.balance into v_balance from ledger_accounts a where a.id = v_leg.acc;',
      `select a.balance into v_balance from ledger_accounts a where a.id = v_leg.acc;
          if v_balance + v_leg.amt >= 0 then
            return query select * from ledger_post_refusal(p_raise, 'AMOUNT_LIMIT_EXCEEDED',
              jsonb_build_object('accountId', v_leg.acc::text, 'currency', v_currencies[1], 'max', v_max::text));
            return;
          end if;`,
    ),
].reduce((text, edit) => edit(text), orReplace(ledgerPostV1));

/**
 * ledger_post_wallet() with the same limits folded into its one guarded UPDATE: a credit (p_amount
 * > 0) may not take the wallet above the maximum, which also bounds the amount; a debit's amount may
 * not exceed it. Only a refusal reads the maximum again, to say which rule refused, in
 * ledger_post()'s order and words (the house leg comes first in ledger_post()'s legs).
 */
export const ledgerPostWalletV2 = [
  (t: string) => replaceOnce(t, 'v_w record;', 'v_w record;\n      v_max bigint;'),
  (t: string) =>
    replaceOnce(
      t,
      '        and w.balance + p_amount >= 0\n',
      `        and w.balance + p_amount >= 0
        and case when p_amount > 0 then w.balance + p_amount else -p_amount end <= ${maxMinorOf('w.currency')}\n`,
    ),
  (t: string) =>
    replaceOnce(
      t,
      "        perform ledger_post_refusal(true, 'INSUFFICIENT_FUNDS'",
      `        v_max := ${maxMinorOf('v_w.currency')};
        if p_amount > v_max or p_amount < -v_max then
          perform ledger_post_refusal(true, 'AMOUNT_LIMIT_EXCEEDED',
            jsonb_build_object('accountId', p_house::text, 'currency', v_w.currency, 'max', v_max::text));
        end if;
        if v_w.balance + p_amount >= 0 then
          perform ledger_post_refusal(true, 'AMOUNT_LIMIT_EXCEEDED',
            jsonb_build_object('accountId', p_wallet::text, 'currency', v_w.currency, 'max', v_max::text));
        end if;
        perform ledger_post_refusal(true, 'INSUFFICIENT_FUNDS'`,
    ),
].reduce((text, edit) => edit(text), orReplace(ledgerPostWalletV1));

const max = sql.raw(String(hardMaxMinor));

/**
 * Money limits: no amount and no running balance past a maximum per currency.
 *
 * - `ledger_currency_limits` holds a maximum per currency (staff setting, 1..10^15);
 *   `ledger_max_minor(currency)` answers it, or 10^13 for a currency without a row. The gateway's
 *   game_wallet_call calls it by this name.
 * - ledger_post() and ledger_post_wallet() refuse, writing nothing, a leg above it and a credit that
 *   would leave a balance above it: AMOUNT_LIMIT_EXCEEDED through ledger_post_refusal (GPL01), details
 *   accountId, currency and max as strings.
 * - The running balances' CHECK is extended to the hard ceiling 10^15 (one expression, not a new
 *   CHECK: PostgreSQL re-plans every CHECK of a table for each statement that writes it). The legs'
 *   CHECKs are left as they were: ledger_post() and ledger_post_wallet(), the only writers of legs,
 *   already refuse a leg above the currency's maximum, a leg's balance_after is its account's
 *   balance, which this CHECK bounds, and extending them cost a wallet call about 2 % more
 *   instructions (bench:wallet-instructions, BENCHMARKS.md). A database holding a balance past the
 *   ceiling refuses this migration until a correcting journal (under the previous code) brings it
 *   down.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  // Said plainly rather than as a bare constraint violation: which wallets, and what to do.
  await sql`do $$ declare v_ids text; begin
    select string_agg(a.id::text, ', ' order by a.id) into v_ids from ledger_accounts a where a.balance > ${max};
    if v_ids is not null then
      raise exception 'ledger accounts % hold more than 10^15 minor units: post a correcting journal before migration 2026_11_29_0029', v_ids;
    end if;
  end $$`.execute(db);
  await db.schema
    .createTable('ledger_currency_limits')
    .addColumn('currency', sql`char(3)`, (c) => c.primaryKey().check(sql`currency ~ '^[A-Z]{3}$'`))
    .addColumn('max_minor', 'bigint', (c) => c.notNull().check(sql`max_minor between 1 and ${max}`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql
    .raw(`create function ledger_max_minor(p_currency text) returns bigint language sql stable as $$ select ${maxMinorOf('p_currency')} $$`)
    .execute(db);

  await sql.raw(ledgerPostV2).execute(db);
  await sql.raw(ledgerPostWalletV2).execute(db);

  await sql`alter table ledger_accounts drop constraint ledger_accounts_balance_check,
    add constraint ledger_accounts_balance_check check (balance between 0 and ${max})`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table ledger_accounts drop constraint ledger_accounts_balance_check,
    add constraint ledger_accounts_balance_check check (balance >= 0)`.execute(db);
  await sql.raw(orReplace(ledgerPostWalletV1)).execute(db);
  await sql.raw(orReplace(ledgerPostV1)).execute(db);
  await sql`drop function ledger_max_minor(text)`.execute(db);
  await db.schema.dropTable('ledger_currency_limits').execute();
};

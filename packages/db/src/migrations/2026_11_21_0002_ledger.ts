import { sql, type Kysely } from 'kysely';

// Kept in step with LedgerAccountKind (schema-ledger.ts); a new kind needs a migration on purpose.
export const runningKinds = sql.raw(`'player_main', 'player_vendor', 'player_withdrawal_hold', 'agent_main'`);
export const houseKinds = sql.raw(`'house_game', 'house_payment', 'house_bonus', 'house_commission', 'house_adjustment'`);

/** The deferred balance check as this migration creates it; 2026_11_27_0024 extends it and restores it on down. */
export const ledgerAssertJournalBalancedV1 = `create function ledger_assert_journal_balanced() returns trigger language plpgsql as $$
    declare
      journal bigint;
      leg_count bigint;
      leg_sum numeric;
    begin
      if tg_table_name = 'ledger_journals' then
        journal := new.id;
      else
        journal := new.journal_id;
      end if;
      select count(*), coalesce(sum(amount), 0) into leg_count, leg_sum from ledger_legs where journal_id = journal;
      if leg_count < 2 or leg_sum <> 0 then
        raise exception 'ledger journal % is unbalanced: % legs summing to %', journal, leg_count, leg_sum
          using errcode = '23514';
      end if;
      return null;
    end $$`;

/**
 * The ledger (DESIGN.md section 4): accounts, journals and their legs. The database itself refuses
 * negative wallet balances, edits to posted money and journals that do not balance.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in (${runningKinds}, ${houseKinds})`))
    .addColumn('owner_type', 'text', (c) => c.check(sql`owner_type in ('player', 'agent', 'vendor', 'payment_provider')`))
    .addColumn('owner_id', 'text')
    .addColumn('vendor_code', 'text')
    .addColumn('currency', sql`char(3)`, (c) => c.notNull().check(sql`currency ~ '^[A-Z]{3}$'`))
    // NULL for house and system accounts: their balance is the sum of their legs.
    .addColumn('balance', 'bigint', (c) => c.check(sql`balance >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('ledger_accounts_running_balance', sql`(kind in (${runningKinds})) = (balance is not null)`)
    .addCheckConstraint('ledger_accounts_wallet_owner', sql`kind not in (${runningKinds}) or owner_type in ('player', 'agent')`)
    .addCheckConstraint('ledger_accounts_owner_pair', sql`(owner_type is null) = (owner_id is null)`)
    .addCheckConstraint('ledger_accounts_vendor_code', sql`(vendor_code is not null) = (kind = 'player_vendor')`)
    .execute();
  // One account per owner, kind, currency (and vendor for per-vendor wallets); NULL owners count as equal.
  await sql`create unique index ledger_accounts_owner_kind
    on ledger_accounts (owner_type, owner_id, kind, currency, vendor_code) nulls not distinct`.execute(db);

  await db.schema
    .createTable('ledger_journals')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('ledger_legs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('journal_id', 'bigint', (c) => c.notNull().references('ledger_journals.id'))
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('balance_after', 'bigint', (c) => c.check(sql`balance_after >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('ledger_legs_account').on('ledger_legs').columns(['account_id', 'id']).execute();
  await db.schema.createIndex('ledger_legs_journal').on('ledger_legs').column('journal_id').execute();

  // Posted money is never edited: corrections are new journals.
  for (const table of ['ledger_journals', 'ledger_legs']) {
    await sql`create trigger ${sql.raw(`${table}_append_only`)} before update or delete on ${sql.table(table)}
      for each row execute function forbid_change()`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_no_truncate`)} before truncate on ${sql.table(table)}
      for each statement execute function forbid_change()`.execute(db);
  }

  // An account's identity never changes; only its running balance moves. Fires only when one of
  // these columns is in the SET list, so balance updates pay nothing for it.
  await sql`
    create function ledger_forbid_account_change() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger account % may only change its balance', old.id using errcode = 'P0001';
    end $$`.execute(db);
  await sql`create trigger ledger_accounts_identity before update of id, kind, owner_type, owner_id, vendor_code, currency
    on ledger_accounts for each row execute function ledger_forbid_account_change()`.execute(db);
  await sql`create trigger ledger_accounts_no_delete before delete on ledger_accounts
    for each row execute function forbid_change()`.execute(db);
  await sql`create trigger ledger_accounts_no_truncate before truncate on ledger_accounts
    for each statement execute function forbid_change()`.execute(db);

  // Checked at commit, so a journal and its legs can be written by separate statements. The journal
  // trigger catches a journal left without legs; the leg trigger catches legs added to an old journal.
  await sql.raw(ledgerAssertJournalBalancedV1).execute(db);
  for (const table of ['ledger_journals', 'ledger_legs']) {
    await sql`create constraint trigger ${sql.raw(`${table}_balanced`)} after insert on ${sql.table(table)}
      deferrable initially deferred for each row execute function ledger_assert_journal_balanced()`.execute(db);
  }
};

export const down = async (): Promise<void> => {
  throw new Error('the ledger migration is not reversible');
};

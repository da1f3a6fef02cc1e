import { sql, type Kysely } from 'kysely';
import { houseKinds, ledgerAssertJournalBalancedV1, runningKinds } from './2026_11_21_0002_ledger';

/**
 * The same guards on the ledger and game tables, paid once instead of on every wallet call
 * (BENCHMARKS.md "2026-11-27, second session"). PostgreSQL re-reads and re-plans every CHECK
 * constraint of a table from its stored text for each statement that writes the table, and each
 * foreign key costs a query and a row lock per leg. Counted with callgrind on a wallet call:
 * ledger_accounts' eight CHECKs were about a tenth of all its instructions, though a balance update
 * can only break one of them.
 *
 * - ledger_accounts: an account's identity (kind, owner, vendor, currency) never changes after it is
 *   opened (trigger ledger_accounts_identity), so its seven identity rules are checked once, by a
 *   BEFORE INSERT trigger raising the same check_violation under the same constraint names. The
 *   balance keeps its CHECK (balance >= 0), and a trigger refuses an update that would turn a
 *   running balance into none or the reverse (ledger_accounts_running_balance).
 * - ledger_legs: the two foreign keys go; the legs' deferred balance check, which runs at commit
 *   anyway, now also finds each leg's journal and account in the same query (journals and accounts
 *   can never be deleted or truncated, so at commit is as good as at insert). No leg locks its
 *   account any more, so a hot house account is not even share-locked by every bet (DESIGN.md
 *   section 4). A per-statement check of the legs was tried and measured slower under concurrency:
 *   a non-deferred trigger inside ledger_post() made every call grow and shrink the backend's heap.
 * - game_rounds.status, game_transactions.action and .amount: domains, whose checks PostgreSQL keeps
 *   prepared per connection, instead of table CHECKs.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    create function ledger_check_new_account() returns trigger language plpgsql as $$
    declare
      v_broken text;
    begin
      -- A CHECK passes on NULL, so each rule does too.
      select c.name into v_broken from (values
        ('ledger_accounts_kind_check', new.kind in (${runningKinds}, ${houseKinds})),
        ('ledger_accounts_owner_type_check', new.owner_type in ('player', 'agent', 'vendor', 'payment_provider')),
        ('ledger_accounts_currency_check', new.currency ~ '^[A-Z]{3}$'),
        ('ledger_accounts_running_balance', (new.kind in (${runningKinds})) = (new.balance is not null)),
        ('ledger_accounts_wallet_owner', new.kind not in (${runningKinds}) or new.owner_type in ('player', 'agent')),
        ('ledger_accounts_owner_pair', (new.owner_type is null) = (new.owner_id is null)),
        ('ledger_accounts_vendor_code', (new.vendor_code is not null) = (new.kind = 'player_vendor'))
      ) as c(name, ok) where not coalesce(c.ok, true) limit 1;
      if v_broken is not null then
        raise exception 'new row for relation "ledger_accounts" violates check constraint "%"', v_broken
          using errcode = 'check_violation', table = 'ledger_accounts', constraint = v_broken;
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create function ledger_keep_balance_kind() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger account % violates check constraint "ledger_accounts_running_balance"', old.id
        using errcode = 'check_violation', table = 'ledger_accounts', constraint = 'ledger_accounts_running_balance';
    end $$`.execute(db);
  await sql`create trigger ledger_accounts_checked before insert on ledger_accounts
    for each row execute function ledger_check_new_account()`.execute(db);
  await sql`create trigger ledger_accounts_running_balance before update of balance on ledger_accounts
    for each row when ((old.balance is null) <> (new.balance is null)) execute function ledger_keep_balance_kind()`.execute(db);
  await sql`alter table ledger_accounts drop constraint ledger_accounts_kind_check, drop constraint ledger_accounts_owner_type_check,
    drop constraint ledger_accounts_currency_check, drop constraint ledger_accounts_running_balance, drop constraint ledger_accounts_wallet_owner,
    drop constraint ledger_accounts_owner_pair, drop constraint ledger_accounts_vendor_code`.execute(db);

  // The legs' deferred check (migration 0002) now also finds the leg's journal and account, in the
  // same query, at commit: what the two foreign keys did, without a row lock per leg.
  await sql`
    create or replace function ledger_assert_journal_balanced() returns trigger language plpgsql as $$
    declare
      journal bigint;
      leg_count bigint;
      leg_sum numeric;
      known boolean := true;
    begin
      if tg_table_name = 'ledger_journals' then
        journal := new.id;
        select count(*), coalesce(sum(amount), 0) into leg_count, leg_sum from ledger_legs where journal_id = journal;
      else
        journal := new.journal_id;
        select count(*), coalesce(sum(l.amount), 0),
          exists (select 1 from ledger_journals j where j.id = journal) and exists (select 1 from ledger_accounts a where a.id = new.account_id)
        into leg_count, leg_sum, known from ledger_legs l where l.journal_id = journal;
      end if;
      if not known then
        raise exception 'ledger leg % names an unknown journal % or account %', new.id, journal, new.account_id
          using errcode = 'foreign_key_violation', table = 'ledger_legs';
      end if;
      if leg_count < 2 or leg_sum <> 0 then
        raise exception 'ledger journal % is unbalanced: % legs summing to %', journal, leg_count, leg_sum
          using errcode = '23514';
      end if;
      return null;
    end $$`.execute(db);
  await sql`alter table ledger_legs drop constraint ledger_legs_journal_id_fkey, drop constraint ledger_legs_account_id_fkey`.execute(db);

  await sql`create domain game_round_status as text check (value in ('open', 'closed', 'cancelled'))`.execute(db);
  await sql`create domain game_wallet_action as text check (value in ('bet', 'win', 'rollback'))`.execute(db);
  await sql`create domain game_wallet_amount as bigint check (value >= 0)`.execute(db);
  await sql`alter table game_rounds drop constraint game_rounds_status_check, alter column status type game_round_status`.execute(db);
  await sql`alter table game_transactions drop constraint game_transactions_action_check, drop constraint game_transactions_amount_check,
    alter column action type game_wallet_action, alter column amount type game_wallet_amount`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table game_transactions alter column action type text, alter column amount type bigint,
    add constraint game_transactions_action_check check (action in ('bet', 'win', 'rollback')),
    add constraint game_transactions_amount_check check (amount >= 0)`.execute(db);
  await sql`alter table game_rounds alter column status type text,
    add constraint game_rounds_status_check check (status in ('open', 'closed', 'cancelled'))`.execute(db);
  await sql`drop domain game_wallet_amount`.execute(db);
  await sql`drop domain game_wallet_action`.execute(db);
  await sql`drop domain game_round_status`.execute(db);

  await sql.raw(ledgerAssertJournalBalancedV1.replace('create function', 'create or replace function')).execute(db);
  await sql`alter table ledger_legs add constraint ledger_legs_journal_id_fkey foreign key (journal_id) references ledger_journals (id),
    add constraint ledger_legs_account_id_fkey foreign key (account_id) references ledger_accounts (id)`.execute(db);

  await sql`drop trigger ledger_accounts_running_balance on ledger_accounts`.execute(db);
  await sql`drop trigger ledger_accounts_checked on ledger_accounts`.execute(db);
  await sql`drop function ledger_keep_balance_kind()`.execute(db);
  await sql`drop function ledger_check_new_account()`.execute(db);
  await sql`alter table ledger_accounts
    add constraint ledger_accounts_kind_check check (kind in (${runningKinds}, ${houseKinds})),
    add constraint ledger_accounts_owner_type_check check (owner_type in ('player', 'agent', 'vendor', 'payment_provider')),
    add constraint ledger_accounts_currency_check check (currency ~ '^[A-Z]{3}$'),
    add constraint ledger_accounts_running_balance check ((kind in (${runningKinds})) = (balance is not null)),
    add constraint ledger_accounts_wallet_owner check (kind not in (${runningKinds}) or owner_type in ('player', 'agent')),
    add constraint ledger_accounts_owner_pair check ((owner_type is null) = (owner_id is null)),
    add constraint ledger_accounts_vendor_code check ((vendor_code is not null) = (kind = 'player_vendor'))`.execute(db);
};

import { sql, type Kysely } from 'kysely';
import { houseKinds, runningKinds } from './2026_11_21_0002_ledger';

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
 * - ledger_legs: the two foreign keys and the deferred per-leg balance trigger become one check per
 *   INSERT statement: every journal it touches exists, has two or more legs and sums to zero, and
 *   every leg names an existing account (journals and accounts can never be deleted or truncated).
 *   A journal's legs are therefore written by one statement, as ledger_post() does; the deferred
 *   journal trigger still refuses at commit a journal left without legs. No leg locks its account
 *   any more, so a hot house account is not even share-locked by every bet (DESIGN.md section 4).
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

  await sql`
    create function ledger_check_new_legs() returns trigger language plpgsql as $$
    declare
      v_bad record;
    begin
      select j.journal_id, count(*) as legs, coalesce(sum(l.amount), 0) as total, bool_and(lj.id is not null) as journal_found,
        count(*) - count(a.id) as unknown_accounts
      into v_bad
      from (select distinct n.journal_id from new_legs n) j
      join ledger_legs l on l.journal_id = j.journal_id
      left join ledger_journals lj on lj.id = j.journal_id
      left join ledger_accounts a on a.id = l.account_id
      group by j.journal_id
      having count(*) < 2 or sum(l.amount) <> 0 or not bool_and(lj.id is not null) or count(a.id) < count(*)
      limit 1;
      if not found then
        return null;
      end if;
      if not v_bad.journal_found or v_bad.unknown_accounts > 0 then
        raise exception 'ledger legs of journal % name an unknown journal or % unknown accounts', v_bad.journal_id, v_bad.unknown_accounts
          using errcode = 'foreign_key_violation', table = 'ledger_legs';
      end if;
      raise exception 'ledger journal % is unbalanced: % legs summing to %', v_bad.journal_id, v_bad.legs, v_bad.total
        using errcode = 'check_violation', table = 'ledger_legs';
    end $$`.execute(db);
  await sql`drop trigger ledger_legs_balanced on ledger_legs`.execute(db);
  await sql`alter table ledger_legs drop constraint ledger_legs_journal_id_fkey, drop constraint ledger_legs_account_id_fkey`.execute(db);
  await sql`create trigger ledger_legs_checked after insert on ledger_legs referencing new table as new_legs
    for each statement execute function ledger_check_new_legs()`.execute(db);

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

  await sql`drop trigger ledger_legs_checked on ledger_legs`.execute(db);
  await sql`drop function ledger_check_new_legs()`.execute(db);
  await sql`alter table ledger_legs add constraint ledger_legs_journal_id_fkey foreign key (journal_id) references ledger_journals (id),
    add constraint ledger_legs_account_id_fkey foreign key (account_id) references ledger_accounts (id)`.execute(db);
  await sql`create constraint trigger ledger_legs_balanced after insert on ledger_legs
    deferrable initially deferred for each row execute function ledger_assert_journal_balanced()`.execute(db);

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

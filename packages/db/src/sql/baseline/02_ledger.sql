-- The double-entry ledger (docs/money.md): accounts, journals and their legs, and the largest balance
-- each currency allows. The database itself refuses negative wallet balances, edits to posted money
-- and journals that do not balance (a deferred constraint trigger checks every journal at commit).
-- Postings go through ledger_post and ledger_post_wallet (sql/functions).

create table ledger_accounts (
  id bigserial primary key,
  kind text not null,
  owner_type text,
  owner_id text,
  vendor_code text,
  currency character(3) not null,
  balance bigint check ((balance >= 0) AND (balance <= '1000000000000000'::bigint)),
  created_at timestamptz not null default now()
);
create unique index ledger_accounts_owner_kind on ledger_accounts (owner_type, owner_id, kind, currency, vendor_code) NULLS NOT DISTINCT;
CREATE TRIGGER ledger_accounts_checked BEFORE INSERT ON ledger_accounts FOR EACH ROW EXECUTE FUNCTION ledger_check_new_account();
CREATE TRIGGER ledger_accounts_identity BEFORE UPDATE OF id, kind, owner_type, owner_id, vendor_code, currency ON ledger_accounts FOR EACH ROW EXECUTE FUNCTION ledger_forbid_account_change();
CREATE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON ledger_accounts FOR EACH ROW EXECUTE FUNCTION forbid_change();
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts FOR EACH STATEMENT EXECUTE FUNCTION forbid_change();
CREATE TRIGGER ledger_accounts_running_balance BEFORE UPDATE OF balance ON ledger_accounts FOR EACH ROW WHEN (((old.balance IS NULL) <> (new.balance IS NULL))) EXECUTE FUNCTION ledger_keep_balance_kind();

create table ledger_journals (
  id bigserial primary key,
  idempotency_key text not null unique,
  kind text not null,
  request_hash text not null,
  metadata jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
CREATE TRIGGER ledger_journals_append_only BEFORE DELETE OR UPDATE ON ledger_journals FOR EACH ROW EXECUTE FUNCTION forbid_change();
CREATE CONSTRAINT TRIGGER ledger_journals_balanced AFTER INSERT ON ledger_journals DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_assert_journal_balanced();
CREATE TRIGGER ledger_journals_no_truncate BEFORE TRUNCATE ON ledger_journals FOR EACH STATEMENT EXECUTE FUNCTION forbid_change();

create table ledger_legs (
  id bigserial primary key,
  journal_id bigint not null,
  account_id bigint not null,
  amount bigint not null check (amount <> 0),
  balance_after bigint check (balance_after >= 0),
  created_at timestamptz not null default now()
);
create index ledger_legs_account on ledger_legs (account_id, id);
create index ledger_legs_journal on ledger_legs (journal_id);
CREATE TRIGGER ledger_legs_append_only BEFORE DELETE OR UPDATE ON ledger_legs FOR EACH ROW EXECUTE FUNCTION forbid_change();
CREATE CONSTRAINT TRIGGER ledger_legs_balanced AFTER INSERT ON ledger_legs DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_assert_journal_balanced();
CREATE TRIGGER ledger_legs_no_truncate BEFORE TRUNCATE ON ledger_legs FOR EACH STATEMENT EXECUTE FUNCTION forbid_change();

create table ledger_currency_limits (
  currency character(3) primary key check (currency ~ '^[A-Z]{3}$'::text),
  max_minor bigint not null check ((max_minor >= 1) AND (max_minor <= '1000000000000000'::bigint)),
  updated_at timestamptz not null default now()
);

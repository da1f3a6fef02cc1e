import { sql, type Kysely } from 'kysely';
import { gameWalletCallV4 } from './2026_11_28_0026_daily_from_hourly';
import { replaceOnce } from './replace-once';

/**
 * ledger_post_wallet(): the ledger's two-leg posting between an append-only house account and a
 * running wallet, the shape of every game bet, win and refund. Its effect, result and refusals
 * (GPL01, ledger_post_refusal) are those of
 * `ledger_post(key, kind, hash, metadata, array[house, wallet], array[-amount, amount])`, in three
 * statements instead of six: the journal, the wallet's guarded balance update joined with the house
 * account (existence, currency and kinds in the same statement), the two legs. ledger_post() plans its
 * accounts query (`id = any(...)`) afresh on every call; here every statement keeps a generic plan.
 * A key already posted goes to ledger_post() itself, which replays it or refuses the conflict.
 * Measured: BENCHMARKS.md "2026-11-28, second session".
 */
export const ledgerPostWalletV1 = `create function ledger_post_wallet(p_key text, p_kind text, p_request_hash text, p_metadata jsonb,
      p_house bigint, p_wallet bigint, p_amount bigint) returns bigint language plpgsql as $$
    declare
      v_journal bigint;
      v_balance bigint;
      v_h record;
      v_w record;
    begin
      insert into ledger_journals as j (idempotency_key, kind, request_hash, metadata)
      values (p_key, p_kind, p_request_hash, p_metadata)
      on conflict (idempotency_key) do nothing
      returning j.id into v_journal;
      if v_journal is null then
        select lp.journal_id into v_journal
        from ledger_post(p_key, p_kind, p_request_hash, p_metadata, array[p_house, p_wallet], array[-p_amount, p_amount], true) lp limit 1;
        return v_journal;
      end if;

      -- The wallet row is locked here; the house account is only read (its balance is derived from legs).
      update ledger_accounts w set balance = w.balance + p_amount
      from ledger_accounts h
      where w.id = p_wallet and h.id = p_house and w.balance is not null and h.balance is null and h.currency = w.currency
        and w.balance + p_amount >= 0
      returning w.balance into v_balance;
      if v_balance is null then
        -- Refused: say why in ledger_post()'s words. Raising undoes the journal row too.
        select a.currency, a.balance is not null as running into v_h from ledger_accounts a where a.id = p_house;
        select a.currency, a.balance is not null as running, a.balance into v_w from ledger_accounts a where a.id = p_wallet;
        if v_h.currency is null or v_w.currency is null then
          perform ledger_post_refusal(true, 'NOT_FOUND', jsonb_build_object('accountIds',
            (select jsonb_agg(u.acc::text order by u.ord) from unnest(array[p_house, p_wallet]) with ordinality u(acc, ord)
             where not exists (select 1 from ledger_accounts a where a.id = u.acc))));
        end if;
        if v_h.currency <> v_w.currency then
          perform ledger_post_refusal(true, 'VALIDATION_ERROR', jsonb_build_object('reason', 'MIXED_CURRENCIES',
            'currencies', to_jsonb(array(select c from unnest(array[v_h.currency::text, v_w.currency::text]) c order by c))));
        end if;
        if v_h.running or not v_w.running then
          perform ledger_post_refusal(true, 'VALIDATION_ERROR', jsonb_build_object('reason', 'NOT_HOUSE_AND_WALLET',
            'accountIds', jsonb_build_array(p_house::text, p_wallet::text)));
        end if;
        perform ledger_post_refusal(true, 'INSUFFICIENT_FUNDS', jsonb_build_object('accountId', p_wallet::text, 'balance', v_w.balance::text));
      end if;

      -- In the order ledger_post() would write them: the caller's, house first.
      insert into ledger_legs (journal_id, account_id, amount, balance_after)
      values (v_journal, p_house, -p_amount, null), (v_journal, p_wallet, p_amount, v_balance);
      return v_journal;
    end $$`;

const ledgerPostCall = `select lp.journal_id, lp.refusal into v_journal, v_refusal
        from ledger_post('gw:' || v_vendor || ':' || v_tx, v_kind, v_hash,
          jsonb_build_object('gameType', v_game_type, 'vendorCode', v_vendor_code, 'gameCode', v_game_code, 'roundId', v_round, 'txId', v_tx,
            'platformTxId', v_id::text),
          array[v_house, v_wallet], array[-v_delta, v_delta], false) lp limit 1;
        if v_refusal is not null then
          raise exception 'game wallet posting refused: %', v_refusal using errcode = 'GPW01';
        end if;`;

// A refusal now raises the ledger's own GPL01. With the wallet locked and its balance checked above,
// the only one left is the key taken meanwhile by another member's call with the same txId
// (IDEMPOTENCY_CONFLICT); the service retries GPL01 once, and the second run answers DUPLICATE_TRANSACTION.
const ledgerPostWalletCall = `v_journal := ledger_post_wallet('gw:' || v_vendor || ':' || v_tx, v_kind, v_hash,
          jsonb_build_object('gameType', v_game_type, 'vendorCode', v_vendor_code, 'gameCode', v_game_code, 'roundId', v_round, 'txId', v_tx,
            'platformTxId', v_id::text),
          v_house, v_wallet, v_delta);`;

/** game_wallet_call as migration 0026 wrote it, posting through ledger_post_wallet(). */
export const gameWalletCallV5 = replaceOnce(gameWalletCallV4, ledgerPostCall, ledgerPostWalletCall);

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql.raw(ledgerPostWalletV1).execute(db);
  await sql.raw(gameWalletCallV5).execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql.raw(gameWalletCallV4).execute(db);
  await sql`drop function ledger_post_wallet(text, text, text, jsonb, bigint, bigint, bigint)`.execute(db);
};

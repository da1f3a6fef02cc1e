import { sql, type Kysely } from 'kysely';

// One row per leg on success; one row with `refusal` set when the posting is refused and the
// caller asked for a refusal row instead of an exception.
const resultColumns = `journal_id bigint, created_at timestamptz, replayed boolean, leg_id bigint, account_id bigint,
  amount bigint, balance_after bigint, refusal text, refusal_detail text`;

/** ledger_post() as this migration creates it; 2026_11_29_0029 replaces it and restores it on down. */
export const ledgerPostV1 = `    create function ledger_post(p_key text, p_kind text, p_request_hash text, p_metadata jsonb,
      p_accounts bigint[], p_amounts bigint[], p_raise boolean default true)
    returns table (${resultColumns}) language plpgsql as $$
    #variable_conflict use_column
    declare
      v_journal bigint;
      v_created timestamptz;
      v_hash text;
      v_found int;
      v_currencies text[];
      v_running bigint[];
      v_after bigint[] := array_fill(null::bigint, array[cardinality(p_accounts)]);
      v_balance bigint;
      v_leg record;
    begin
      -- The unique key comes first: a concurrent twin waits here, then replays the committed result.
      insert into ledger_journals as j (idempotency_key, kind, request_hash, metadata)
      values (p_key, p_kind, p_request_hash, p_metadata)
      on conflict (idempotency_key) do nothing
      returning j.id, j.created_at into v_journal, v_created;

      if v_journal is null then
        select j.id, j.created_at, j.request_hash into v_journal, v_created, v_hash
        from ledger_journals j where j.idempotency_key = p_key;
        if v_journal is null then
          return query select * from ledger_post_refusal(p_raise, 'INTERNAL_ERROR', '{"reason":"JOURNAL_VANISHED"}');
          return;
        end if;
        if v_hash <> p_request_hash then
          return query select * from ledger_post_refusal(p_raise, 'IDEMPOTENCY_CONFLICT', jsonb_build_object('idempotencyKey', p_key));
          return;
        end if;
        -- Only possible when a caller swallowed an earlier refusal of this key in its transaction.
        if not exists (select 1 from ledger_legs l where l.journal_id = v_journal) then
          return query select * from ledger_post_refusal(p_raise, 'INTERNAL_ERROR', '{"reason":"JOURNAL_WITHOUT_LEGS"}');
          return;
        end if;
        return query select v_journal, v_created, true, l.id, l.account_id, l.amount, l.balance_after, null::text, null::text
          from ledger_legs l where l.journal_id = v_journal order by l.id;
        return;
      end if;

      select count(*), array_agg(distinct a.currency::text order by a.currency::text), array_agg(a.id) filter (where a.balance is not null)
      into v_found, v_currencies, v_running
      from ledger_accounts a where a.id = any(p_accounts);
      if v_found <> cardinality(p_accounts) then
        return query select * from ledger_post_refusal(p_raise, 'NOT_FOUND', jsonb_build_object('accountIds',
          (select jsonb_agg(u.acc::text order by u.ord) from unnest(p_accounts) with ordinality u(acc, ord)
           where not exists (select 1 from ledger_accounts a where a.id = u.acc))));
        return;
      end if;
      if cardinality(v_currencies) > 1 then
        return query select * from ledger_post_refusal(p_raise, 'VALIDATION_ERROR',
          jsonb_build_object('reason', 'MIXED_CURRENCIES', 'currencies', to_jsonb(v_currencies)));
        return;
      end if;

      -- Ascending account id: postings touching the same wallets lock them in the same order, so
      -- they queue instead of deadlocking. A wallet never goes below zero.
      for v_leg in
        select u.acc, u.amt, u.ord from unnest(p_accounts, p_amounts) with ordinality u(acc, amt, ord)
        where u.acc = any(v_running) order by u.acc
      loop
        update ledger_accounts a set balance = a.balance + v_leg.amt
        where a.id = v_leg.acc and a.balance + v_leg.amt >= 0
        returning a.balance into v_balance;
        if not found then
          select a.balance into v_balance from ledger_accounts a where a.id = v_leg.acc;
          return query select * from ledger_post_refusal(p_raise, 'INSUFFICIENT_FUNDS',
            jsonb_build_object('accountId', v_leg.acc::text, 'balance', v_balance::text));
          return;
        end if;
        v_after[v_leg.ord] := v_balance;
      end loop;

      -- Legs in the caller's order, so leg ids keep the order they were posted in.
      return query
      with inserted as (
        insert into ledger_legs as l (journal_id, account_id, amount, balance_after)
        select v_journal, u.acc, u.amt, v_after[u.ord] from unnest(p_accounts, p_amounts) with ordinality u(acc, amt, ord)
        order by u.ord
        returning l.id, l.account_id, l.amount, l.balance_after
      )
      select v_journal, v_created, false, i.id, i.account_id, i.amount, i.balance_after, null::text, null::text
      from inserted i order by i.id;
    end $$`;

/**
 * The ledger_post() SQL function: a whole posting in one round trip (postJournal in
 * apps/api/src/modules/ledger/post-journal.ts validates first and maps refusals to AppErrors).
 *
 * A refusal (code and JSON details, ids and amounts as strings) is either raised with SQLSTATE
 * GPL01, so a posting sent on its own (autocommit) leaves no trace, or returned as a row when
 * `p_raise` is false: inside a caller's transaction the work done so far (the journal row, some
 * balances) then stays in that transaction, which the caller must roll back, and the deferred
 * balance check refuses it at commit if the caller does not. Raising there instead would abort the
 * caller's transaction and a later COMMIT would silently become a ROLLBACK.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    create function ledger_post_refusal(p_raise boolean, p_code text, p_detail jsonb)
    returns table (${sql.raw(resultColumns)}) language plpgsql as $$
    begin
      if p_raise then
        raise exception using errcode = 'GPL01', message = p_code, detail = p_detail::text;
      end if;
      return query select null::bigint, null::timestamptz, null::boolean, null::bigint, null::bigint, null::bigint, null::bigint,
        p_code, p_detail::text;
    end $$`.execute(db);

  await sql.raw(ledgerPostV1).execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop function if exists ledger_post(text, text, text, jsonb, bigint[], bigint[], boolean)`.execute(db);
  await sql`drop function if exists ledger_post_refusal(boolean, text, jsonb)`.execute(db);
};

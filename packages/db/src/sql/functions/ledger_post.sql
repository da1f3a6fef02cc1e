CREATE OR REPLACE FUNCTION public.ledger_post(p_key text, p_kind text, p_request_hash text, p_metadata jsonb, p_accounts bigint[], p_amounts bigint[], p_raise boolean DEFAULT true)
 RETURNS TABLE(journal_id bigint, created_at timestamp with time zone, replayed boolean, leg_id bigint, account_id bigint, amount bigint, balance_after bigint, refusal text, refusal_detail text)
 LANGUAGE plpgsql
AS $function$
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
      v_max bigint;
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

      select count(*), array_agg(distinct a.currency::text order by a.currency::text), array_agg(a.id) filter (where a.balance is not null),
        min(coalesce((select l.max_minor from ledger_currency_limits l where l.currency = (a.currency)::bpchar), 10000000000000))
      into v_found, v_currencies, v_running, v_max
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

      -- No leg above the currency's maximum, whichever its sign (the first such leg is named).
      for v_i in 1 .. cardinality(p_amounts) loop
        if p_amounts[v_i] > v_max or p_amounts[v_i] < -v_max then
          return query select * from ledger_post_refusal(p_raise, 'AMOUNT_LIMIT_EXCEEDED',
            jsonb_build_object('accountId', p_accounts[v_i]::text, 'currency', v_currencies[1], 'max', v_max::text));
          return;
        end if;
      end loop;

      -- Ascending account id: postings touching the same wallets lock them in the same order, so
      -- they queue instead of deadlocking. A wallet never goes below zero, and a credit never takes it above the currency's maximum.
      for v_leg in
        select u.acc, u.amt, u.ord from unnest(p_accounts, p_amounts) with ordinality u(acc, amt, ord)
        where u.acc = any(v_running) order by u.acc
      loop
        update ledger_accounts a set balance = a.balance + v_leg.amt
        where a.id = v_leg.acc and a.balance + v_leg.amt >= 0 and (v_leg.amt <= 0 or a.balance + v_leg.amt <= v_max)
        returning a.balance into v_balance;
        if not found then
          select a.balance into v_balance from ledger_accounts a where a.id = v_leg.acc;
          if v_balance + v_leg.amt >= 0 then
            return query select * from ledger_post_refusal(p_raise, 'AMOUNT_LIMIT_EXCEEDED',
              jsonb_build_object('accountId', v_leg.acc::text, 'currency', v_currencies[1], 'max', v_max::text));
            return;
          end if;
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
    end $function$;

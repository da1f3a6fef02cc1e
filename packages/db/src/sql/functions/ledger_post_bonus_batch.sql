CREATE OR REPLACE FUNCTION public.ledger_post_bonus_batch(p_kind text, p_house bigint, p_keys text[], p_hashes text[], p_metadata jsonb, p_wallets bigint[], p_amounts bigint[])
 RETURNS TABLE(idempotency_key text, journal_id bigint, replayed boolean)
 LANGUAGE plpgsql
AS $function$
    #variable_conflict use_column
    declare
      v_count int := cardinality(p_keys);
      v_currency text;
      v_max bigint;
      v_new bigint[];
      v_new_keys text[];
      v_moved int;
      v_key text;
    begin
      -- Many two-leg journals at once (promotion runs): the house account pays each running wallet
      -- once, one journal per key. Every refusal raises GPL01, so the caller's transaction rolls back whole.
      if v_count is null or v_count = 0 then
        return;
      end if;
      if cardinality(p_hashes) <> v_count or cardinality(p_wallets) <> v_count or cardinality(p_amounts) <> v_count
        or jsonb_typeof(p_metadata) <> 'array' or jsonb_array_length(p_metadata) <> v_count then
        raise exception 'VALIDATION_ERROR' using errcode = 'GPL01', detail = '{"reason":"BATCH_SHAPE"}';
      end if;
      if (select count(distinct k) from unnest(p_keys) k) <> v_count or (select count(distinct w) from unnest(p_wallets) w) <> v_count then
        raise exception 'VALIDATION_ERROR' using errcode = 'GPL01', detail = '{"reason":"BATCH_DUPLICATE"}';
      end if;
      if exists (select 1 from unnest(p_amounts) a where a is null or a <= 0) then
        raise exception 'VALIDATION_ERROR' using errcode = 'GPL01', detail = '{"reason":"AMOUNT_NOT_POSITIVE"}';
      end if;

      select a.currency::text, coalesce((select l.max_minor from ledger_currency_limits l where l.currency = a.currency), 10000000000000)
      into v_currency, v_max
      from ledger_accounts a where a.id = p_house and a.balance is null and left(a.kind, 6) = 'house_';
      if v_currency is null then
        raise exception 'VALIDATION_ERROR' using errcode = 'GPL01', detail = '{"reason":"NOT_HOUSE_AND_WALLET"}';
      end if;
      if exists (select 1 from unnest(p_wallets) w(id) left join ledger_accounts a on a.id = w.id
                 where a.id is null or a.balance is null or a.currency::text <> v_currency) then
        raise exception 'VALIDATION_ERROR' using errcode = 'GPL01', detail = '{"reason":"NOT_HOUSE_AND_WALLET"}';
      end if;
      if exists (select 1 from unnest(p_amounts) a where a > v_max) then
        raise exception 'AMOUNT_LIMIT_EXCEEDED' using errcode = 'GPL01',
          detail = jsonb_build_object('accountId', p_house::text, 'currency', v_currency, 'max', v_max::text)::text;
      end if;

      -- The unique keys first, in the callers' order: a concurrent twin waits here, then replays.
      with ins as (
        insert into ledger_journals as j (idempotency_key, kind, request_hash, metadata)
        select u.key, p_kind, u.hash, m.meta
        from unnest(p_keys, p_hashes) with ordinality u(key, hash, ord)
        join jsonb_array_elements(p_metadata) with ordinality m(meta, ord) on m.ord = u.ord
        order by u.ord
        on conflict (idempotency_key) do nothing
        returning j.id, j.idempotency_key
      )
      select coalesce(array_agg(ins.id), '{}'), coalesce(array_agg(ins.idempotency_key), '{}') into v_new, v_new_keys from ins;

      -- A key posted before must mean the same posting.
      select u.key into v_key
      from unnest(p_keys, p_hashes) u(key, hash) join ledger_journals j on j.idempotency_key = u.key
      where j.request_hash <> u.hash limit 1;
      if v_key is not null then
        raise exception 'IDEMPOTENCY_CONFLICT' using errcode = 'GPL01', detail = jsonb_build_object('idempotencyKey', v_key)::text;
      end if;

      if cardinality(v_new) > 0 then
        -- Ascending wallet id, as ledger_post locks: a batch never deadlocks with a posting on the same wallets.
        perform 1 from ledger_accounts a
        where a.id in (select u.wallet from unnest(p_keys, p_wallets) u(key, wallet) join unnest(v_new_keys) n(key) on n.key = u.key)
        order by a.id for update;

        with fresh as (
          select n.jid, u.wallet, u.amount
          from unnest(v_new, v_new_keys) n(jid, key)
          join unnest(p_keys, p_wallets, p_amounts) u(key, wallet, amount) on u.key = n.key
        ), moved as (
          update ledger_accounts a set balance = a.balance + f.amount
          from fresh f
          where a.id = f.wallet and a.balance + f.amount <= v_max
          returning a.id, a.balance
        ), legs as (
          insert into ledger_legs (journal_id, account_id, amount, balance_after)
          select f.jid, x.account_id, x.amount, x.balance_after
          from fresh f join moved m on m.id = f.wallet
          cross join lateral (values (p_house, -f.amount, null::bigint, 1), (f.wallet, f.amount, m.balance, 2)) x(account_id, amount, balance_after, n)
          order by f.jid, x.n
          returning 1
        )
        select count(*) into v_moved from moved;
        if v_moved <> cardinality(v_new) then
          raise exception 'AMOUNT_LIMIT_EXCEEDED' using errcode = 'GPL01',
            detail = jsonb_build_object('currency', v_currency, 'max', v_max::text)::text;
        end if;
      end if;

      return query
      select u.key, j.id, n.jid is null
      from unnest(p_keys) with ordinality u(key, ord) join ledger_journals j on j.idempotency_key = u.key
      left join unnest(v_new) n(jid) on n.jid = j.id
      order by u.ord;
    end $function$;

CREATE OR REPLACE FUNCTION public.ledger_post_bonus_batch(p_kind text, p_house bigint, p_keys text[], p_hashes text[], p_metadata jsonb, p_wallets bigint[], p_amounts bigint[])
 RETURNS TABLE(idempotency_key text, journal_id bigint, replayed boolean)
 LANGUAGE plpgsql
AS $function$
    #variable_conflict use_column
    declare
      v_count int := cardinality(p_keys);
      v_currency text;
      v_max bigint;
      v_ids bigint[];
      v_replayed boolean[];
      v_conflict text;
      v_new bigint[];
      v_wallets bigint[];
      v_amounts bigint[];
      v_moved int;
    begin
      -- Many two-leg journals at once (promotion runs): the house account pays each running wallet
      -- once, one journal per key. Every refusal raises GPL01, so the caller's transaction rolls back
      -- whole. Arrays are read by position and journals found by their key's index: no join of two
      -- arrays, whose row counts the planner cannot know.
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
      if (select count(*) from ledger_accounts a where a.id = any(p_wallets) and a.balance is not null and a.currency::text = v_currency) <> v_count then
        raise exception 'VALIDATION_ERROR' using errcode = 'GPL01', detail = '{"reason":"NOT_HOUSE_AND_WALLET"}';
      end if;
      if exists (select 1 from unnest(p_amounts) a where a > v_max) then
        raise exception 'AMOUNT_LIMIT_EXCEEDED' using errcode = 'GPL01',
          detail = jsonb_build_object('accountId', p_house::text, 'currency', v_currency, 'max', v_max::text)::text;
      end if;

      -- The unique keys first, in the callers' order: a concurrent twin waits here, then replays.
      insert into ledger_journals as j (idempotency_key, kind, request_hash, metadata)
      select u.key, p_kind, u.hash, p_metadata -> (u.ord::int - 1)
      from unnest(p_keys, p_hashes) with ordinality u(key, hash, ord)
      order by u.ord
      on conflict (idempotency_key) do nothing;

      -- Every key's journal; one without legs yet is new (a replayed journal always has its legs).
      select array_agg(j.id order by u.ord), array_agg(x.posted order by u.ord),
        min(u.key) filter (where j.request_hash <> u.hash),
        coalesce(array_agg(j.id order by u.wallet) filter (where not x.posted), '{}'),
        coalesce(array_agg(u.wallet order by u.wallet) filter (where not x.posted), '{}'),
        coalesce(array_agg(u.amount order by u.wallet) filter (where not x.posted), '{}')
      into v_ids, v_replayed, v_conflict, v_new, v_wallets, v_amounts
      from unnest(p_keys, p_hashes, p_wallets, p_amounts) with ordinality u(key, hash, wallet, amount, ord)
      join ledger_journals j on j.idempotency_key = u.key
      cross join lateral (select exists (select 1 from ledger_legs l where l.journal_id = j.id) as posted) x;
      -- A key posted before must mean the same posting.
      if v_conflict is not null then
        raise exception 'IDEMPOTENCY_CONFLICT' using errcode = 'GPL01', detail = jsonb_build_object('idempotencyKey', v_conflict)::text;
      end if;

      if cardinality(v_new) > 0 then
        -- Ascending wallet id, as ledger_post locks: a batch never deadlocks with a posting on the same wallets.
        perform 1 from ledger_accounts a where a.id = any(v_wallets) order by a.id for update;

        with moved as (
          update ledger_accounts a set balance = a.balance + f.amount
          from unnest(v_new, v_wallets, v_amounts) f(jid, wallet, amount)
          where a.id = f.wallet and a.balance + f.amount <= v_max
          returning f.jid, f.amount, a.id as wallet, a.balance
        ), legs as (
          insert into ledger_legs (journal_id, account_id, amount, balance_after)
          select m.jid, x.account_id, x.amount, x.balance_after
          from moved m
          cross join lateral (values (p_house, -m.amount, null::bigint, 1), (m.wallet, m.amount, m.balance, 2)) x(account_id, amount, balance_after, n)
          order by m.jid, x.n
          returning 1
        )
        select count(*) into v_moved from moved;
        if v_moved <> cardinality(v_new) then
          raise exception 'AMOUNT_LIMIT_EXCEEDED' using errcode = 'GPL01',
            detail = jsonb_build_object('currency', v_currency, 'max', v_max::text)::text;
        end if;
      end if;

      return query select u.key, u.jid, u.posted from unnest(p_keys, v_ids, v_replayed) u(key, jid, posted);
    end $function$;

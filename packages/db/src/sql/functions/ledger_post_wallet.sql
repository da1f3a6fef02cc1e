CREATE OR REPLACE FUNCTION public.ledger_post_wallet(p_key text, p_kind text, p_request_hash text, p_metadata jsonb, p_house bigint, p_wallet bigint, p_amount bigint)
 RETURNS bigint
 LANGUAGE plpgsql
AS $function$
    declare
      v_journal bigint;
      v_balance bigint;
      v_h record;
      v_w record;
      v_max bigint;
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
        and case when p_amount > 0 then w.balance + p_amount else -p_amount end <= coalesce((select l.max_minor from ledger_currency_limits l where l.currency = (w.currency)::bpchar), 10000000000000)
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
        v_max := coalesce((select l.max_minor from ledger_currency_limits l where l.currency = (v_w.currency)::bpchar), 10000000000000);
        if p_amount > v_max or p_amount < -v_max then
          perform ledger_post_refusal(true, 'AMOUNT_LIMIT_EXCEEDED',
            jsonb_build_object('accountId', p_house::text, 'currency', v_w.currency, 'max', v_max::text));
        end if;
        if v_w.balance + p_amount >= 0 then
          perform ledger_post_refusal(true, 'AMOUNT_LIMIT_EXCEEDED',
            jsonb_build_object('accountId', p_wallet::text, 'currency', v_w.currency, 'max', v_max::text));
        end if;
        perform ledger_post_refusal(true, 'INSUFFICIENT_FUNDS', jsonb_build_object('accountId', p_wallet::text, 'balance', v_w.balance::text));
      end if;

      -- In the order ledger_post() would write them: the caller's, house first.
      insert into ledger_legs (journal_id, account_id, amount, balance_after)
      values (v_journal, p_house, -p_amount, null), (v_journal, p_wallet, p_amount, v_balance);
      return v_journal;
    end $function$;

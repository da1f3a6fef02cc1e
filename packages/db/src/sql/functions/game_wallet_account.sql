CREATE OR REPLACE FUNCTION public.game_wallet_account(p_member_id bigint, p_is_agent boolean, p_transfer boolean, p_vendor_code text, p_currency text, p_create boolean)
 RETURNS bigint
 LANGUAGE plpgsql
AS $function$
    declare
      v_owner text := case when p_is_agent then 'agent' else 'player' end;
      v_kind text := case when p_is_agent then 'agent_main' when p_transfer then 'player_vendor' else 'player_main' end;
      v_vendor text := case when not p_is_agent and p_transfer then p_vendor_code end;
      v_id bigint;
    begin
      select a.id into v_id from ledger_accounts a
      where a.owner_type = v_owner and a.owner_id = p_member_id::text and a.kind = v_kind and a.currency = p_currency
        and a.vendor_code is not distinct from v_vendor;
      if v_id is not null or not p_create then
        return v_id;
      end if;
      insert into ledger_accounts (kind, owner_type, owner_id, vendor_code, currency, balance)
      values (v_kind, v_owner, p_member_id::text, v_vendor, p_currency, 0)
      on conflict do nothing returning id into v_id;
      if v_id is null then
        select a.id into v_id from ledger_accounts a
        where a.owner_type = v_owner and a.owner_id = p_member_id::text and a.kind = v_kind and a.currency = p_currency
          and a.vendor_code is not distinct from v_vendor;
      end if;
      return v_id;
    end $function$;

CREATE OR REPLACE FUNCTION public.game_wallet_house(p_vendor_code text, p_currency text)
 RETURNS bigint
 LANGUAGE plpgsql
AS $function$
    declare
      v_id bigint;
    begin
      select a.id into v_id from ledger_accounts a
      where a.owner_type = 'vendor' and a.owner_id = p_vendor_code and a.kind = 'house_game' and a.currency = p_currency and a.vendor_code is null;
      if v_id is not null then
        return v_id;
      end if;
      insert into ledger_accounts (kind, owner_type, owner_id, currency) values ('house_game', 'vendor', p_vendor_code, p_currency)
      on conflict do nothing returning id into v_id;
      if v_id is null then
        select a.id into v_id from ledger_accounts a
        where a.owner_type = 'vendor' and a.owner_id = p_vendor_code and a.kind = 'house_game' and a.currency = p_currency and a.vendor_code is null;
      end if;
      return v_id;
    end $function$;

CREATE OR REPLACE FUNCTION public.ledger_check_new_account()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    declare
      v_broken text;
    begin
      -- A CHECK passes on NULL, so each rule does too.
      select c.name into v_broken from (values
        ('ledger_accounts_kind_check', new.kind in ('player_main', 'player_vendor', 'player_withdrawal_hold', 'agent_main', 'house_game', 'house_payment', 'house_bonus', 'house_commission', 'house_adjustment')),
        ('ledger_accounts_owner_type_check', new.owner_type in ('player', 'agent', 'vendor', 'payment_provider')),
        ('ledger_accounts_currency_check', new.currency ~ '^[A-Z]{3}$'),
        ('ledger_accounts_running_balance', (new.kind in ('player_main', 'player_vendor', 'player_withdrawal_hold', 'agent_main')) = (new.balance is not null)),
        ('ledger_accounts_wallet_owner', new.kind not in ('player_main', 'player_vendor', 'player_withdrawal_hold', 'agent_main') or new.owner_type in ('player', 'agent')),
        ('ledger_accounts_owner_pair', (new.owner_type is null) = (new.owner_id is null)),
        ('ledger_accounts_vendor_code', (new.vendor_code is not null) = (new.kind = 'player_vendor'))
      ) as c(name, ok) where not coalesce(c.ok, true) limit 1;
      if v_broken is not null then
        raise exception 'new row for relation "ledger_accounts" violates check constraint "%"', v_broken
          using errcode = 'check_violation', table = 'ledger_accounts', constraint = v_broken;
      end if;
      return new;
    end $function$;

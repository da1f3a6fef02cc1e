import { sql, type Kysely } from 'kysely';
import { gameWalletBatchSingleCall } from './2026_11_27_0025_game_wallet_single_call';

/**
 * game_wallet_calls(calls jsonb) returns jsonb: game_wallet_batch() with its answers as one JSON
 * array in the order of the calls, instead of a set of rows. The gateway's statement becomes
 * `select game_wallet_calls($1::jsonb) as r`, one expression: no function scan gathering rows into
 * a tuple store, no ordinality and no sort to plan and run on every call (BENCHMARKS.md
 * "2026-11-28, second session"). The order in which the calls run is game_wallet_batch()'s: a
 * lone call straight away, one member's calls in their order, several members' in ascending wallet
 * id (migration 0022).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    create function game_wallet_calls(p_calls jsonb) returns jsonb language plpgsql as $$
    declare
      v_item record;
      v_answers jsonb[] := array[]::jsonb[];
    begin
      if jsonb_array_length(p_calls) = 1 then
        return jsonb_build_array(game_wallet_call(p_calls->0));
      end if;
      -- One member (a busy player's queue): its calls in their order, no lock-order lookups.
      if (select count(distinct e->>'memberId') from jsonb_array_elements(p_calls) as e) <= 1 then
        for v_item in select e.c, e.n from jsonb_array_elements(p_calls) with ordinality as e(c, n) order by n loop
          v_answers[v_item.n] := game_wallet_call(v_item.c);
        end loop;
        return to_jsonb(v_answers);
      end if;
      -- Several members: in ascending wallet id, the order ledger_post() locks in (migration 0022).
      for v_item in
        select e.c, e.n from jsonb_array_elements(p_calls) with ordinality as e(c, n)
        left join members m on m.id = (e.c->>'memberId')::bigint
        order by game_wallet_account(m.id, coalesce(e.c->'agentTypes', '[]'::jsonb) @> jsonb_build_array(m.type),
          coalesce((e.c->>'transfer')::boolean, false), e.c->>'vendorCode', e.c->>'currency', false) nulls last, e.n
      loop
        v_answers[v_item.n] := game_wallet_call(v_item.c);
      end loop;
      return to_jsonb(v_answers);
    end $$`.execute(db);
  await sql`drop function game_wallet_batch(jsonb)`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql.raw(gameWalletBatchSingleCall).execute(db);
  await sql`drop function game_wallet_calls(jsonb)`.execute(db);
};

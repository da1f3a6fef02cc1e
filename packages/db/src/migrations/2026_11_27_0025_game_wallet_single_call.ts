import { sql, type Kysely } from 'kysely';
import { gameWalletBatchGroup } from './2026_11_27_0022_game_wallet_group';

/**
 * game_wallet_batch() with a shortcut for a batch of one call (every call on a quiet system, every
 * in-house game call): it goes straight to game_wallet_call() without the query that counts the
 * batch's members, about 2 % of a wallet call's instructions (BENCHMARKS.md, 2026-11-27 second session).
 * Exported for 2026_11_28_0028, which replaces it with game_wallet_calls() and restores it on down.
 */
export const gameWalletBatchSingleCall = `create or replace function game_wallet_batch(p_calls jsonb) returns setof jsonb language plpgsql as $$
    declare
      v_item record;
      v_answers jsonb[] := array[]::jsonb[];
    begin
      if jsonb_array_length(p_calls) = 1 then
        return next game_wallet_call(p_calls->0);
        return;
      end if;
      -- One member (a busy player's queue): its calls in their order, no lock-order lookups.
      if (select count(distinct e->>'memberId') from jsonb_array_elements(p_calls) as e) <= 1 then
        for v_item in select e.c from jsonb_array_elements(p_calls) with ordinality as e(c, n) order by n loop
          return next game_wallet_call(v_item.c);
        end loop;
        return;
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
      return query select a from unnest(v_answers) with ordinality as u(a, k) order by k;
    end $$`;

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql.raw(gameWalletBatchSingleCall).execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql.raw(gameWalletBatchGroup).execute(db);
};

import { sql, type Kysely } from 'kysely';
import { gameWalletBatchV1 } from './2026_11_22_0017_game_wallet';

/** game_wallet_batch as this migration creates it; 2026_11_27_0025 replaces it and restores it on down. */
export const gameWalletBatchGroup = `create or replace function game_wallet_batch(p_calls jsonb) returns setof jsonb language plpgsql as $$
    declare
      v_item record;
      v_answers jsonb[] := array[]::jsonb[];
    begin
      -- One member (one call, or a busy player's queue): its calls in their order, no lock-order lookups.
      if (select count(distinct e->>'memberId') from jsonb_array_elements(p_calls) as e) <= 1 then
        for v_item in select e.c from jsonb_array_elements(p_calls) with ordinality as e(c, n) order by n loop
          return next game_wallet_call(v_item.c);
        end loop;
        return;
      end if;
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

/**
 * Group commit across members (apps/api/src/modules/gateway/group-commit.ts): a batch may now hold
 * the calls of several members. Each call locks its member's wallet until the batch commits, so
 * the calls run in ascending wallet id, the order ledger_post() locks in: a batch and a posting
 * that touches two of its wallets (a transfer) then queue instead of deadlocking. A member's calls
 * on one wallet keep their arrival order; the answers come back in the order of the calls. A batch
 * of one member runs in call order as before, without the lock-order lookups.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql.raw(gameWalletBatchGroup).execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql.raw(gameWalletBatchV1).execute(db);
};

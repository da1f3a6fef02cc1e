import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './create-db';
import { createTestDb } from './testing/test-db';

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

const addMember = async (account: string, uplineId: bigint | null): Promise<bigint> => {
  const row = await database.db
    .insertInto('members')
    .values({ account, password_hash: 'x', register_method: 'agent', upline_id: uplineId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/** Every (ancestor, descendant, depth) triple, recomputed from upline_id by a recursive walk. */
const walked = async () =>
  (
    await sql<{ a: string; d: string; depth: number }>`
      with recursive up_chain as (
        select id as d, id as a, 0 as depth, upline_id as next_id from members
        union all
        select c.d, p.id, c.depth + 1, p.upline_id from up_chain c join members p on p.id = c.next_id
      )
      select a::text, d::text, depth from up_chain order by 1, 2`.execute(database.db)
  ).rows;

/** Team sizes as the triggers keep them, beside the same figures counted from the tree. */
const sizes = async () => {
  const kept = await sql<{ id: string; direct: number; team: number }>`
    select member_id::text as id, direct_count as direct, team_count as team from member_team_sizes where team_count > 0 order by 1`.execute(database.db);
  const counted = await sql<{ id: string; direct: number; team: number }>`
    select ancestor_id::text as id, (count(*) filter (where depth = 1))::int as direct, count(*)::int as team
    from member_tree where depth >= 1 group by ancestor_id order by 1`.execute(database.db);
  return { kept: kept.rows, counted: counted.rows };
};

const expectSizesKept = async () => {
  const { kept, counted } = await sizes();
  expect(kept).toEqual(counted);
};

const stored = async () =>
  (
    await sql<{ a: string; d: string; depth: number }>`select ancestor_id::text as a, descendant_id::text as d, depth from member_tree order by 1, 2`.execute(
      database.db,
    )
  ).rows;

describe('member_tree (closure table kept by triggers)', () => {
  it('follows inserts and moves of whole subtrees, and refuses a member under its own team', async () => {
    const top = await addMember('tree_top', null);
    const a = await addMember('tree_a', top);
    const b = await addMember('tree_b', a);
    const c = await addMember('tree_c', b);
    const other = await addMember('tree_other', null);
    expect(await stored()).toEqual(await walked());
    await expectSizesKept();
    const team = await database.db.selectFrom('member_tree').select(['descendant_id', 'depth']).where('ancestor_id', '=', top).orderBy('depth').execute();
    expect(team).toEqual([
      { descendant_id: top, depth: 0 },
      { descendant_id: a, depth: 1 },
      { descendant_id: b, depth: 2 },
      { descendant_id: c, depth: 3 },
    ]);

    // b (with c below it) moves under another top agent.
    await database.db.updateTable('members').set({ upline_id: other }).where('id', '=', b).execute();
    expect(await stored()).toEqual(await walked());
    await expectSizesKept();
    const underTop = await database.db.selectFrom('member_tree').select('descendant_id').where('ancestor_id', '=', top).execute();
    expect(underTop.map((r) => r.descendant_id)).toEqual(expect.arrayContaining([top, a]));
    expect(underTop).toHaveLength(2);

    // One statement adding a small team: a member whose upline arrives in the same statement.
    await sql`
      with ids as (select nextval('members_id_seq') as lead, nextval('members_id_seq') as follower)
      insert into members (id, account, password_hash, register_method, upline_id)
      select lead, 'tree_bulk_lead', 'x', 'agent', ${top} from ids
      union all select follower, 'tree_bulk_follower', 'x', 'agent', lead from ids
      union all select nextval('members_id_seq'), 'tree_bulk_other', 'x', 'agent', ${other} from ids`.execute(database.db);
    expect(await stored()).toEqual(await walked());
    await expectSizesKept();

    await expect(database.db.updateTable('members').set({ upline_id: c }).where('id', '=', other).execute()).rejects.toThrow(/own team/);
    await database.db.updateTable('members').set({ upline_id: null }).where('id', '=', b).execute();
    expect(await stored()).toEqual(await walked());
    await expectSizesKept();
  });
});

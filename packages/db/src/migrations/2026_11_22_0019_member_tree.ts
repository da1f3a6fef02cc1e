import { sql, type Kysely } from 'kysely';

/**
 * The team tree as a closure table (issue 7): one row per (ancestor, descendant) pair, the member
 * itself at depth 0. "My whole team" is one indexed range read (`ancestor_id = me`) at any depth,
 * where a recursive walk of `members.upline_id` would visit the tree level by level.
 *
 * Triggers keep it in step with `members.upline_id`, so no code path can forget it: an insert adds
 * the new members under their uplines' ancestors; a change of upline moves the member's whole subtree. A
 * change that would put a member under its own subtree is refused (the tree stays a tree).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('member_tree')
    .addColumn('ancestor_id', 'bigint', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('descendant_id', 'bigint', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('depth', 'integer', (c) => c.notNull().check(sql`depth >= 0`))
    .addPrimaryKeyConstraint('member_tree_pk', ['ancestor_id', 'descendant_id'])
    .execute();
  await db.schema.createIndex('member_tree_descendant').on('member_tree').columns(['descendant_id', 'depth']).execute();
  // Direct downlines (depth 1) newest first straight off the index, without visiting deeper levels.
  await db.schema.createIndex('member_tree_ancestor_depth').on('member_tree').columns(['ancestor_id', 'depth', 'descendant_id']).execute();

  await sql`
    insert into member_tree (ancestor_id, descendant_id, depth)
    with recursive up_chain as (
      select m.id as descendant_id, m.id as ancestor_id, 0 as depth, m.upline_id as next_id from members m
      union all
      select c.descendant_id, p.id, c.depth + 1, p.upline_id
      from up_chain c join members p on p.id = c.next_id
    )
    select ancestor_id, descendant_id, depth from up_chain`.execute(db);

  // Statement level, so a bulk insert (an import, a benchmark) writes the tree in one statement; a
  // new member's upline may be another member of the same statement, hence the walk over `added`.
  await sql`
    create function member_tree_on_insert() returns trigger language plpgsql as $$
    begin
      insert into member_tree (ancestor_id, descendant_id, depth)
      with recursive chain as (
        select n.id as descendant_id, n.id as ancestor_id, 0 as depth, n.upline_id as next_id from added n
        union all
        select c.descendant_id, n.id, c.depth + 1, n.upline_id from chain c join added n on n.id = c.next_id
      )
      select c.ancestor_id, c.descendant_id, c.depth from chain c
      union all
      select t.ancestor_id, c.descendant_id, c.depth + 1 + t.depth
      from chain c join member_tree t on t.descendant_id = c.next_id
      where not exists (select 1 from added a where a.id = c.next_id);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger member_tree_insert after insert on members
    referencing new table as added for each statement execute function member_tree_on_insert()`.execute(db);

  await sql`
    create function member_tree_on_move() returns trigger language plpgsql as $$
    begin
      if new.upline_id is not distinct from old.upline_id then
        return null;
      end if;
      if new.upline_id is not null and exists (
        select 1 from member_tree t where t.ancestor_id = new.id and t.descendant_id = new.upline_id
      ) then
        raise exception 'member % cannot move under its own team', new.id using errcode = 'check_violation';
      end if;
      -- Detach the subtree from every ancestor above the moved member ...
      delete from member_tree t
      using member_tree sub, member_tree above
      where sub.ancestor_id = new.id and above.descendant_id = new.id and above.ancestor_id <> new.id
        and t.ancestor_id = above.ancestor_id and t.descendant_id = sub.descendant_id;
      -- ... and hang it under the new upline's chain.
      if new.upline_id is not null then
        insert into member_tree (ancestor_id, descendant_id, depth)
        select above.ancestor_id, sub.descendant_id, above.depth + sub.depth + 1
        from member_tree above, member_tree sub
        where above.descendant_id = new.upline_id and sub.ancestor_id = new.id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger member_tree_move after update of upline_id on members for each row execute function member_tree_on_move()`.execute(db);

  // Team sizes kept beside the tree, so a page of "my whole team" never counts 100,000 rows to say
  // how many pages there are. Statement triggers fold a bulk insert or a subtree move into one update
  // per ancestor.
  await db.schema
    .createTable('member_team_sizes')
    .addColumn('member_id', 'bigint', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('direct_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`direct_count >= 0`))
    .addColumn('team_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`team_count >= 0`))
    .execute();
  await sql`
    insert into member_team_sizes (member_id, direct_count, team_count)
    select ancestor_id, count(*) filter (where depth = 1), count(*) from member_tree where depth >= 1 group by ancestor_id`.execute(db);
  await sql`
    create function member_team_sizes_on_insert() returns trigger language plpgsql as $$
    begin
      insert into member_team_sizes as s (member_id, direct_count, team_count)
      select ancestor_id, count(*) filter (where depth = 1), count(*) from added where depth >= 1 group by ancestor_id
      on conflict (member_id) do update
        set direct_count = s.direct_count + excluded.direct_count, team_count = s.team_count + excluded.team_count;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger member_team_sizes_insert after insert on member_tree
    referencing new table as added for each statement execute function member_team_sizes_on_insert()`.execute(db);
  // Rows only leave the tree when a subtree moves away, so every ancestor concerned has a row.
  await sql`
    create function member_team_sizes_on_delete() returns trigger language plpgsql as $$
    begin
      update member_team_sizes s set direct_count = s.direct_count - r.direct, team_count = s.team_count - r.team
      from (select ancestor_id, count(*) filter (where depth = 1) as direct, count(*) as team
            from removed where depth >= 1 group by ancestor_id) r
      where s.member_id = r.ancestor_id;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger member_team_sizes_delete after delete on member_tree
    referencing old table as removed for each statement execute function member_team_sizes_on_delete()`.execute(db);
  // Looking a member up by part of the account inside a big team.
  await sql`create index members_account_trgm on members using gin (lower(account) gin_trgm_ops)`.execute(db);
  // Both, or the planner cannot use either for "account or nickname" and reads every member.
  await sql`create index members_nickname_trgm on members using gin (lower(coalesce(nickname, '')) gin_trgm_ops)`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop index if exists members_nickname_trgm`.execute(db);
  await sql`drop index if exists members_account_trgm`.execute(db);
  await sql`drop trigger if exists member_team_sizes_insert on member_tree`.execute(db);
  await sql`drop trigger if exists member_team_sizes_delete on member_tree`.execute(db);
  await sql`drop function if exists member_team_sizes_on_insert()`.execute(db);
  await sql`drop function if exists member_team_sizes_on_delete()`.execute(db);
  await db.schema.dropTable('member_team_sizes').execute();
  await sql`drop trigger if exists member_tree_move on members`.execute(db);
  await sql`drop trigger if exists member_tree_insert on members`.execute(db);
  await sql`drop function if exists member_tree_on_move()`.execute(db);
  await sql`drop function if exists member_tree_on_insert()`.execute(db);
  await db.schema.dropTable('member_tree').execute();
};

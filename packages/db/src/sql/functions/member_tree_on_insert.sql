CREATE OR REPLACE FUNCTION public.member_tree_on_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
    end $function$;

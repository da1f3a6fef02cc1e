CREATE OR REPLACE FUNCTION public.member_tree_on_move()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
    end $function$;

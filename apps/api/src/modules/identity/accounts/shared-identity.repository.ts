import type { Executor } from '@gp/db';
import { sql } from 'kysely';

/**
 * Other members who share a trace with this one: a device id from a login or registration, the
 * registration IP, or an IP the member signed in from. Promotions hold a claim for review when one
 * of them was already paid the same bonus; the answer names what was shared, never the other member.
 */
export const membersSharingIdentity = async (db: Executor, memberId: bigint): Promise<{ memberId: bigint; via: 'device' | 'ip' }[]> => {
  const rows = await sql<{ member_id: string; via: 'device' | 'ip' }>`
    with mine_devices as (
      select distinct device_id from member_login_events where member_id = ${memberId} and device_id is not null
    ), mine_ips as (
      select ip from member_known_ips where member_id = ${memberId}
      union select register_ip from members where id = ${memberId} and register_ip is not null
    )
    select distinct e.member_id::text as member_id, 'device' as via from member_login_events e
      where e.device_id in (select device_id from mine_devices) and e.member_id is not null and e.member_id <> ${memberId}
    union
    select distinct k.member_id::text, 'ip' from member_known_ips k
      where k.ip in (select ip from mine_ips) and k.member_id <> ${memberId}
    union
    select distinct m.id::text, 'ip' from members m
      where m.register_ip in (select ip from mine_ips) and m.id <> ${memberId}
    limit 500`.execute(db);
  return rows.rows.map((r) => ({ memberId: BigInt(r.member_id), via: r.via }));
};

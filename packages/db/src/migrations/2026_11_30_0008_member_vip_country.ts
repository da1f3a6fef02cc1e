import { sql, type Kysely } from 'kysely';

/**
 * Two member facts promotions (and later loyalty) decide by: the VIP level, 0 for a member no
 * programme has promoted yet, and the country (ISO 3166-1 alpha-2), taken from the mobile number's
 * dialing code at registration when there is one, and set by staff otherwise. A rule naming VIP
 * levels or countries admits only members whose value is in its list.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table members
    add column vip_level smallint not null default 0 constraint members_vip_level check (vip_level between 0 and 100),
    add column country text constraint members_country check (country ~ '^[A-Z]{2}$')`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table members drop column vip_level, drop column country`.execute(db);
};

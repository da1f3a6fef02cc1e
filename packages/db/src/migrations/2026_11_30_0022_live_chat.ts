import { sql, type Kysely } from 'kysely';

/**
 * Live chat with support staff (docs/live-chat.md):
 * Names of members and staff are copied in when written, so the chat's own queries join no other
 * feature's tables.
 * - `live_chats`: one conversation of a member or a visitor, its language and topic, its status
 *   (waiting in the queue, active with one staff member, closed), the hash of the chat token the
 *   player side holds, and the rating given at the end; a member has at most one open chat;
 * - `live_chat_messages`: what was said, text or one re-encoded image, by the member, the visitor,
 *   staff or the system (transfers, closing);
 * - `live_chat_events`: assignments, transfers and closings, who did them and when;
 * - `live_chat_staff`: each staff member's on-duty flag and how many chats they take at once;
 * - `live_chat_canned_replies`: ready answers per language that staff pick in the console;
 * - `live_chat_offline_messages`: what a player leaves when nobody is on duty;
 * - `live_chat_models`: the live models whose chat opens the same service with the model as topic.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create table live_chats (
    id bigint generated always as identity primary key,
    member_id bigint references members (id),
    name text not null default '' constraint live_chats_name check (char_length(name) <= 64),
    contact text not null default '' constraint live_chats_contact check (char_length(contact) <= 120),
    language text not null default 'EN' constraint live_chats_language check (char_length(language) between 2 and 10),
    topic text not null default '' constraint live_chats_topic check (char_length(topic) <= 64),
    status text not null default 'waiting' constraint live_chats_status check (status in ('waiting', 'active', 'closed')),
    token_hash text not null,
    staff_id integer references staff_users (id),
    staff_name text,
    member_account text,
    rating smallint constraint live_chats_rating check (rating between 1 and 5),
    rating_comment text constraint live_chats_rating_comment check (char_length(rating_comment) <= 500),
    closed_by text constraint live_chats_closed_by check (closed_by in ('player', 'staff')),
    created_at timestamptz not null default now(),
    assigned_at timestamptz,
    closed_at timestamptz,
    last_message_at timestamptz not null default now(),
    constraint live_chats_staffed check (status <> 'active' or staff_id is not null)
  )`.execute(db);
  // One open chat per member: opening again answers the chat already there.
  await sql`create unique index live_chats_member_open on live_chats (member_id) where status <> 'closed' and member_id is not null`.execute(db);
  await sql`create index live_chats_queue on live_chats (status, id)`.execute(db);
  await sql`create index live_chats_staff on live_chats (staff_id, status) where staff_id is not null`.execute(db);
  await sql`create index live_chats_member on live_chats (member_id, id desc) where member_id is not null`.execute(db);
  await sql`create index live_chats_created on live_chats (created_at desc, id desc)`.execute(db);

  await sql`create table live_chat_messages (
    id bigint generated always as identity primary key,
    chat_id bigint not null references live_chats (id),
    sender text not null constraint live_chat_messages_sender check (sender in ('member', 'visitor', 'staff', 'system')),
    staff_id integer references staff_users (id),
    staff_name text,
    body text not null default '' constraint live_chat_messages_body check (char_length(body) <= 2000),
    image_url text constraint live_chat_messages_image check (image_url ~ '^/uploads/[a-f0-9]{32}\.(png|jpg)$'),
    created_at timestamptz not null default now(),
    constraint live_chat_messages_content check (char_length(body) > 0 or image_url is not null)
  )`.execute(db);
  await sql`create index live_chat_messages_chat on live_chat_messages (chat_id, id)`.execute(db);
  // History search by words of a message: the trigram index serves ilike on both engines.
  await sql`create index live_chat_messages_body_trgm on live_chat_messages using gin (body gin_trgm_ops)`.execute(db);

  await sql`create table live_chat_events (
    id bigint generated always as identity primary key,
    chat_id bigint not null references live_chats (id),
    kind text not null constraint live_chat_events_kind check (kind in ('assigned', 'transferred', 'closed', 'rated')),
    from_staff_id integer references staff_users (id),
    to_staff_id integer references staff_users (id),
    by_staff_id integer references staff_users (id),
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index live_chat_events_chat on live_chat_events (chat_id, id)`.execute(db);

  await sql`create table live_chat_staff (
    staff_id integer primary key references staff_users (id),
    username text not null,
    on_duty boolean not null default false,
    capacity integer not null default 3 constraint live_chat_staff_capacity check (capacity between 1 and 20),
    updated_at timestamptz not null default now()
  )`.execute(db);

  await sql`create table live_chat_canned_replies (
    id integer generated always as identity primary key,
    language text not null constraint live_chat_canned_language check (char_length(language) between 2 and 10),
    title text not null constraint live_chat_canned_title check (char_length(title) between 1 and 80),
    body text not null constraint live_chat_canned_body check (char_length(body) between 1 and 2000),
    sort_order integer not null default 0,
    updated_at timestamptz not null default now(),
    updated_by text
  )`.execute(db);
  await sql`create index live_chat_canned_language on live_chat_canned_replies (language, sort_order, id)`.execute(db);

  await sql`create table live_chat_offline_messages (
    id bigint generated always as identity primary key,
    member_id bigint references members (id),
    member_account text,
    name text not null constraint live_chat_offline_name check (char_length(name) between 1 and 64),
    contact text not null constraint live_chat_offline_contact check (char_length(contact) between 1 and 120),
    language text not null default 'EN',
    topic text not null default '',
    body text not null constraint live_chat_offline_body check (char_length(body) between 1 and 2000),
    created_at timestamptz not null default now(),
    handled_at timestamptz,
    handled_by text
  )`.execute(db);
  await sql`create index live_chat_offline_open on live_chat_offline_messages (handled_at nulls first, id desc)`.execute(db);

  await sql`create table live_chat_models (
    id integer generated always as identity primary key,
    name text not null constraint live_chat_models_name check (char_length(name) between 1 and 64),
    languages text not null default '',
    sort_order integer not null default 0,
    enabled boolean not null default true
  )`.execute(db);
  await sql`insert into live_chat_models (name, languages, sort_order) values
    ('Aria', 'en,es', 1), ('Mei', 'zh,en', 2), ('Layla', 'ar,en', 3), ('Ananya', 'hi,en', 4)`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of [
    'live_chat_models',
    'live_chat_offline_messages',
    'live_chat_canned_replies',
    'live_chat_staff',
    'live_chat_events',
    'live_chat_messages',
    'live_chats',
  ])
    await sql`drop table ${sql.table(table)}`.execute(db);
};

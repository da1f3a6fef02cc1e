import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A JSON column with a database default: optional on insert. */
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

export type InboxAudience = 'member' | 'segment' | 'all';

/** Tables of migration 2026_11_30_0020_inbox. */
export type InboxMessagesTable = {
  id: Generated<bigint>;
  audience: InboxAudience;
  /** The one reader of a message to a member; null for a segment or everyone. */
  member_id: bigint | null;
  /** Segment filters; null matches every member. */
  vip_levels: number[] | null;
  member_types: number[] | null;
  /** An agent whose whole team (every depth below them) reads the message. */
  agent_id: bigint | null;
  registered_from: Date | null;
  registered_to: Date | null;
  /** The language of title and body (a code of languages.ts). */
  language: string;
  title: string;
  body: string;
  translations: JsonWithDefault<Partial<Record<string, { title: string; body: string }>>>;
  publish_at: Timestamp;
  expire_at: Date | null;
  /** Members the audience held when the message was sent (the back office's figure). */
  reach: Generated<number>;
  created_by: string;
  created_at: Generated<Date>;
  cancelled_by: string | null;
  cancelled_at: Date | null;
};

/** One reader's mark on one message: written when they open or delete it. */
export type InboxMessageMarksTable = {
  member_id: bigint;
  message_id: bigint;
  read_at: Date | null;
  deleted_at: Date | null;
};

export type InboxTables = { inbox_messages: InboxMessagesTable; inbox_message_marks: InboxMessageMarksTable };

import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type LiveChatStatus = 'waiting' | 'active' | 'closed';
export type LiveChatSender = 'member' | 'visitor' | 'staff' | 'system';

export type LiveChatsTable = {
  id: Generated<bigint>;
  /** Null for a visitor's chat. */
  member_id: bigint | null;
  name: Generated<string>;
  contact: Generated<string>;
  /** A language code of languages.ts (`EN`, `AR`, ...): the chat's language. */
  language: Generated<string>;
  /** What the chat is about: empty, or `model:<id>` for a live model's chat. */
  topic: Generated<string>;
  status: Generated<LiveChatStatus>;
  /** sha256 of the chat token the player side holds; the token itself is never stored. */
  token_hash: string;
  staff_id: number | null;
  staff_name: string | null;
  /** The member's account when the chat was opened; null for a visitor. */
  member_account: string | null;
  rating: number | null;
  rating_comment: string | null;
  closed_by: 'player' | 'staff' | null;
  created_at: Timestamp;
  assigned_at: Date | null;
  closed_at: Date | null;
  last_message_at: Timestamp;
};

export type LiveChatMessagesTable = {
  id: Generated<bigint>;
  chat_id: bigint;
  sender: LiveChatSender;
  staff_id: number | null;
  staff_name: string | null;
  body: Generated<string>;
  image_url: string | null;
  created_at: Timestamp;
};

export type LiveChatEventsTable = {
  id: Generated<bigint>;
  chat_id: bigint;
  kind: 'assigned' | 'transferred' | 'closed' | 'rated';
  from_staff_id: number | null;
  to_staff_id: number | null;
  by_staff_id: number | null;
  created_at: Timestamp;
};

export type LiveChatStaffTable = {
  staff_id: number;
  username: string;
  on_duty: Generated<boolean>;
  capacity: Generated<number>;
  updated_at: Timestamp;
};

export type LiveChatCannedRepliesTable = {
  id: Generated<number>;
  language: string;
  title: string;
  body: string;
  sort_order: Generated<number>;
  updated_at: Timestamp;
  updated_by: string | null;
};

export type LiveChatOfflineMessagesTable = {
  id: Generated<bigint>;
  member_id: bigint | null;
  member_account: string | null;
  name: string;
  contact: string;
  language: Generated<string>;
  topic: Generated<string>;
  body: string;
  created_at: Timestamp;
  handled_at: Date | null;
  handled_by: string | null;
};

export type LiveChatModelsTable = {
  id: Generated<number>;
  name: string;
  languages: Generated<string>;
  sort_order: Generated<number>;
  enabled: Generated<boolean>;
};

export type LiveChatTables = {
  live_chats: LiveChatsTable;
  live_chat_messages: LiveChatMessagesTable;
  live_chat_events: LiveChatEventsTable;
  live_chat_staff: LiveChatStaffTable;
  live_chat_canned_replies: LiveChatCannedRepliesTable;
  live_chat_offline_messages: LiveChatOfflineMessagesTable;
  live_chat_models: LiveChatModelsTable;
};

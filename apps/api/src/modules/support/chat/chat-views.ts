import type { BoCannedReply, BoLiveChat, BoLiveChatOffline, LanguageCode, LiveChatMessage, LiveChatView } from '@gp/contracts';
import type { CannedRow, ChatRow, MessageRow, OfflineRow } from './chat.repository';

export const toChatView = (row: ChatRow, queuePosition: number): LiveChatView => ({
  id: Number(row.id),
  status: row.status,
  language: row.language as LanguageCode,
  topic: row.topic,
  name: row.name,
  staffName: row.staff_name,
  queuePosition: row.status === 'waiting' ? queuePosition : 0,
  rating: row.rating,
  createdAt: row.created_at.toISOString(),
  closedAt: row.closed_at?.toISOString() ?? null,
});

export const toBoChat = (row: ChatRow, queuePosition = 0): BoLiveChat => ({
  ...toChatView(row, queuePosition),
  memberId: row.member_id === null ? null : Number(row.member_id),
  memberAccount: row.member_account,
  contact: row.contact,
  staffId: row.staff_id,
  ratingComment: row.rating_comment,
  lastMessageAt: row.last_message_at.toISOString(),
});

export const toMessage = (row: MessageRow): LiveChatMessage => ({
  id: Number(row.id),
  chatId: Number(row.chat_id),
  sender: row.sender,
  staffName: row.sender === 'staff' ? row.staff_name : null,
  text: row.body,
  imageUrl: row.image_url,
  createdAt: row.created_at.toISOString(),
});

export const toCanned = (row: CannedRow): BoCannedReply => ({
  id: row.id,
  language: row.language as LanguageCode,
  title: row.title,
  body: row.body,
  sortOrder: row.sort_order,
});

export const toOffline = (row: OfflineRow): BoLiveChatOffline => ({
  id: Number(row.id),
  memberAccount: row.member_account,
  name: row.name,
  contact: row.contact,
  language: row.language,
  topic: row.topic,
  message: row.body,
  createdAt: row.created_at.toISOString(),
  handledAt: row.handled_at?.toISOString() ?? null,
  handledBy: row.handled_by,
});

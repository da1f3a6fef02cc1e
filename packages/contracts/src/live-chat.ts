import { z } from 'zod';
import { boPage, boPageQuery } from './content';
import { languageCode } from './language-code';
import { minorTotal } from './money';

/**
 * Live chat with support staff (docs/live-chat.md): members and visitors talk to staff over a
 * WebSocket; the HTTP calls here open a chat, send text and images, rate it, and run the console.
 */

export const liveChatMaxText = 2000;
export const liveChatStatuses = ['waiting', 'active', 'closed'] as const;
export const liveChatStatus = z.enum(liveChatStatuses);
export type LiveChatStatus = z.infer<typeof liveChatStatus>;
export const liveChatSender = z.enum(['member', 'visitor', 'staff', 'system']);
export type LiveChatSender = z.infer<typeof liveChatSender>;

const id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** An integer key (staff, live models). */
const staffId = z.coerce.number().int().min(1).max(2_147_483_647);
const text = z.string().trim().min(1).max(liveChatMaxText);
/** A chat token: the chat's id, a dot, 43 base64url characters. */
export const liveChatToken = z.string().regex(/^[0-9]{1,16}\.[A-Za-z0-9_-]{43}$/);
/** The header the player side sends its chat token in: never in a URL, which logs keep. */
export const liveChatTokenHeader = 'x-chat-token';

export const liveChatPaths = {
  status: '/wps/chat/status',
  open: '/wps/chat/open',
  offline: '/wps/chat/offline',
  messages: '/wps/chat/messages',
  image: '/wps/chat/image',
  close: '/wps/chat/close',
  rate: '/wps/chat/rate',
  history: '/wps/chat/history',
  socket: '/wps/chat/socket',
  models: '/wps/relay/LIVE_modelList',
  launchModel: '/wps/relay/LIVE_launchChat',
} as const;

export const liveChatMessage = z.object({
  id: z.number().int(),
  chatId: z.number().int(),
  sender: liveChatSender,
  /** The staff member's display name on staff messages; null otherwise. */
  staffName: z.string().nullable(),
  text: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type LiveChatMessage = z.infer<typeof liveChatMessage>;

export const liveChatView = z.object({
  id: z.number().int(),
  status: liveChatStatus,
  language: languageCode,
  topic: z.string(),
  name: z.string(),
  /** The staff member talking, once one has taken the chat. */
  staffName: z.string().nullable(),
  /** Chats ahead of this one in the queue, while it waits; 0 otherwise. */
  queuePosition: z.number().int(),
  rating: z.number().int().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type LiveChatView = z.infer<typeof liveChatView>;

export const liveChatStatusView = z.object({
  /** Someone is on duty: a chat can be opened; otherwise the offline form. */
  online: z.boolean(),
  /** The member's open chat, when signed in and one exists. */
  openChat: liveChatView.nullable(),
});
export type LiveChatStatusView = z.infer<typeof liveChatStatusView>;

/** A visitor's solved ALTCHA challenge (`/wps/captcha/challenge`): opening a chat or leaving a message costs staff time. */
const visitorProof = z.string().max(4096).optional();

export const liveChatOpenRequest = z.strictObject({
  altcha: visitorProof,
  /** A visitor's name; a member's account name is used when empty. */
  name: z.string().trim().max(64).default(''),
  contact: z.string().trim().max(120).default(''),
  language: languageCode.optional(),
  /** `model:<id>` for a live model's chat; empty for support. */
  topic: z
    .string()
    .regex(/^(model:[0-9]{1,9})?$/)
    .default(''),
});
export type LiveChatOpenRequest = z.infer<typeof liveChatOpenRequest>;

export const liveChatOpened = z.object({ chat: liveChatView, token: liveChatToken });
export type LiveChatOpened = z.infer<typeof liveChatOpened>;

export const liveChatOfflineRequest = z.strictObject({
  altcha: visitorProof,
  name: z.string().trim().min(1).max(64),
  contact: z.string().trim().min(1).max(120),
  message: text,
  language: languageCode.optional(),
  topic: z
    .string()
    .regex(/^(model:[0-9]{1,9})?$/)
    .default(''),
});
export type LiveChatOfflineRequest = z.infer<typeof liveChatOfflineRequest>;

export const liveChatIdQuery = z.strictObject({ chatId: id });
/** Staff reads of one chat name it in the path. */
export const liveChatIdParams = z.strictObject({ chatId: id });
export const liveChatIdRequest = z.strictObject({ chatId: id });
export const liveChatSendRequest = z.strictObject({ chatId: id, text });
export type LiveChatSendRequest = z.infer<typeof liveChatSendRequest>;
export const liveChatRateRequest = z.strictObject({
  chatId: id,
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(500).default(''),
});
export type LiveChatRateRequest = z.infer<typeof liveChatRateRequest>;

export const liveChatTranscript = z.object({ chat: liveChatView, messages: z.array(liveChatMessage) });
export type LiveChatTranscript = z.infer<typeof liveChatTranscript>;

export const liveChatHistoryPage = z.object({ list: z.array(liveChatView) });

export const liveModel = z.object({ id: z.number().int(), name: z.string(), languages: z.array(z.string()) });
export const liveModelList = z.object({ list: z.array(liveModel) });
export const liveModelLaunchRequest = z.strictObject({ modelId: staffId });
/** The address that opens the site's chat with the model as the chat's topic. */
export const liveModelLaunchResult = z.object({ chatUrl: z.string() });

// The socket: the first frame authenticates (a token never rides in the URL), then events flow.

export const liveChatClientFrame = z.union([
  z.strictObject({ type: z.literal('auth'), chatToken: liveChatToken }),
  z.strictObject({ type: z.literal('auth'), staffToken: z.string().regex(/^[A-Za-z0-9_-]{20,128}$/) }),
  z.strictObject({ type: z.literal('typing'), chatId: id }),
  z.strictObject({ type: z.literal('ping') }),
]);
export type LiveChatClientFrame = z.infer<typeof liveChatClientFrame>;

export type LiveChatServerFrame =
  | { type: 'ready' }
  | { type: 'error'; code: string }
  | { type: 'message'; message: LiveChatMessage }
  | { type: 'chat'; chat: LiveChatView }
  | { type: 'typing'; chatId: number; who: 'player' | 'staff' }
  | { type: 'queue' }
  | { type: 'pong' };

// Staff console.

export const boLiveChat = liveChatView.extend({
  memberId: z.number().int().nullable(),
  memberAccount: z.string().nullable(),
  contact: z.string(),
  staffId: z.number().int().nullable(),
  ratingComment: z.string().nullable(),
  lastMessageAt: z.string(),
});
export type BoLiveChat = z.infer<typeof boLiveChat>;

export const boLiveChatDuty = z.object({ onDuty: z.boolean(), capacity: z.number().int().min(1).max(20) });
export type BoLiveChatDuty = z.infer<typeof boLiveChatDuty>;
export const boLiveChatDutyRequest = z.strictObject({ onDuty: z.boolean(), capacity: z.number().int().min(1).max(20).default(3) });

export const boLiveChatConsole = z.object({
  duty: boLiveChatDuty,
  queue: z.array(boLiveChat),
  mine: z.array(boLiveChat),
  offlineOpen: z.number().int(),
});
export type BoLiveChatConsole = z.infer<typeof boLiveChatConsole>;

export const boLiveChatStaff = z.object({ id: z.number().int(), name: z.string(), active: z.number().int(), capacity: z.number().int() });
export const boLiveChatStaffList = z.object({ list: z.array(boLiveChatStaff) });
export const boLiveChatTransferRequest = z.strictObject({ chatId: id, toStaffId: staffId });
export const boLiveChatTranscript = z.object({ chat: boLiveChat, messages: z.array(liveChatMessage) });
export type BoLiveChatTranscript = z.infer<typeof boLiveChatTranscript>;

export const boLiveChatMember = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  realName: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  /** Sum over the member's wallets, minor units. */
  balance: minorTotal,
  recent: z.array(z.object({ kind: z.string(), amount: z.number().int(), createdAt: z.string() })),
});
export type BoLiveChatMember = z.infer<typeof boLiveChatMember>;
export const boLiveChatMemberView = z.object({ member: boLiveChatMember.nullable() });

export const boLiveChatSearchQuery = boPageQuery.extend({
  member: z.string().trim().min(1).max(64).optional(),
  text: z.string().trim().min(1).max(100).optional(),
  from: z.string().date().optional(),
  to: z.string().date().optional(),
  status: liveChatStatus.optional(),
});
export type BoLiveChatSearchQuery = z.infer<typeof boLiveChatSearchQuery>;
export const boLiveChatSearchPage = boPage(boLiveChat);
export type BoLiveChatSearchPage = z.infer<typeof boLiveChatSearchPage>;

export const boCannedReply = z.object({ id: z.number().int(), language: languageCode, title: z.string(), body: z.string(), sortOrder: z.number().int() });
export type BoCannedReply = z.infer<typeof boCannedReply>;
export const boCannedReplyList = z.object({ list: z.array(boCannedReply) });
export const boCannedReplyQuery = z.strictObject({ language: languageCode.optional() });
export const boCannedReplyInput = z.strictObject({
  language: languageCode,
  title: z.string().trim().min(1).max(80),
  body: text,
  sortOrder: z.number().int().min(0).max(10_000).default(0),
});
export type BoCannedReplyInput = z.infer<typeof boCannedReplyInput>;
export const boCannedReplyIdParams = z.strictObject({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const boLiveChatOffline = z.object({
  id: z.number().int(),
  memberAccount: z.string().nullable(),
  name: z.string(),
  contact: z.string(),
  language: z.string(),
  topic: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
});
export type BoLiveChatOffline = z.infer<typeof boLiveChatOffline>;
export const boLiveChatOfflinePage = boPage(boLiveChatOffline);
export const boLiveChatOfflineIdRequest = z.strictObject({ id });

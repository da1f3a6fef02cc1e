import {
  boCannedReply,
  boCannedReplyList,
  boLiveChat,
  boLiveChatConsole,
  boLiveChatDuty,
  boLiveChatMemberView,
  boLiveChatOffline,
  boLiveChatOfflinePage,
  boLiveChatSearchPage,
  boLiveChatStaffList,
  boLiveChatTranscript,
  liveChatMessage,
  type BoCannedReplyInput,
  type LanguageCode,
} from '@gp/contracts';
import { typedApi } from '../../shared/http/typed-api';

export type ChatSearch = { pageNo: number; member: string; text: string; from: string; to: string };

export const chatKeys = {
  all: ['liveChat'] as const,
  console: ['liveChat', 'console'] as const,
  transcript: (chatId: number) => ['liveChat', 'transcript', chatId] as const,
  member: (chatId: number) => ['liveChat', 'member', chatId] as const,
  staff: ['liveChat', 'staff'] as const,
  canned: (language: string) => ['liveChat', 'canned', language] as const,
  offline: (pageNo: number) => ['liveChat', 'offline', pageNo] as const,
  search: (filter: ChatSearch) => ['liveChat', 'search', filter] as const,
};

export const fetchConsole = (signal?: AbortSignal) => typedApi.get('/bo/chat/console', { signal, parse: (v) => boLiveChatConsole.parse(v) });
export const setDuty = (onDuty: boolean, capacity: number) =>
  typedApi.put('/bo/chat/duty', { body: { onDuty, capacity }, parse: (v) => boLiveChatDuty.parse(v) });
export const fetchOnDuty = (signal?: AbortSignal) => typedApi.get('/bo/chat/staff', { signal, parse: (v) => boLiveChatStaffList.parse(v) });
export const takeChat = (chatId: number) => typedApi.post('/bo/chat/take', { body: { chatId }, parse: (v) => boLiveChat.parse(v) });
export const transferChat = (chatId: number, toStaffId: number) =>
  typedApi.post('/bo/chat/transfer', { body: { chatId, toStaffId }, parse: (v) => boLiveChat.parse(v) });
export const fetchTranscript = (chatId: number, signal?: AbortSignal) =>
  typedApi.get('/bo/chat/{chatId}/messages', { signal, params: { path: { chatId } }, parse: (v) => boLiveChatTranscript.parse(v) });
export const sendText = (chatId: number, text: string) =>
  typedApi.post('/bo/chat/messages', { body: { chatId, text }, parse: (v) => liveChatMessage.parse(v) });
export const sendImage = (chatId: number, file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return typedApi.post('/bo/chat/image', { params: { query: { chatId } }, form, parse: (v) => liveChatMessage.parse(v) });
};
export const closeChat = (chatId: number) => typedApi.post('/bo/chat/close', { body: { chatId }, parse: (v) => boLiveChat.parse(v) });
export const fetchMember = (chatId: number, signal?: AbortSignal) =>
  typedApi.get('/bo/chat/{chatId}/member', { signal, params: { path: { chatId } }, parse: (v) => boLiveChatMemberView.parse(v) });
export const fetchCanned = (language: LanguageCode | '', signal?: AbortSignal) =>
  typedApi.get('/bo/chat/canned', { signal, params: { query: language ? { language } : {} }, parse: (v) => boCannedReplyList.parse(v) });
export const createCanned = (body: BoCannedReplyInput) => typedApi.post('/bo/chat/canned', { body, parse: (v) => boCannedReply.parse(v) });
export const updateCanned = (id: number, body: BoCannedReplyInput) =>
  typedApi.put('/bo/chat/canned/{id}', { params: { path: { id } }, body, parse: (v) => boCannedReply.parse(v) });
export const deleteCanned = (id: number) => typedApi.delete('/bo/chat/canned/{id}', { params: { path: { id } } });
export const fetchOffline = (pageNo: number, signal?: AbortSignal) =>
  typedApi.get('/bo/chat/offline', { signal, params: { query: { pageNo, pageSize: 20 } }, parse: (v) => boLiveChatOfflinePage.parse(v) });
export const markOfflineHandled = (id: number) => typedApi.post('/bo/chat/offline/handled', { body: { id }, parse: (v) => boLiveChatOffline.parse(v) });
export const searchChats = (filter: ChatSearch, signal?: AbortSignal) =>
  typedApi.get('/bo/chat/search', {
    signal,
    params: {
      query: {
        pageNo: filter.pageNo,
        pageSize: 20,
        ...(filter.member.trim() ? { member: filter.member.trim() } : {}),
        ...(filter.text.trim() ? { text: filter.text.trim() } : {}),
        ...(filter.from ? { from: filter.from } : {}),
        ...(filter.to ? { to: filter.to } : {}),
      },
    },
    parse: (v) => boLiveChatSearchPage.parse(v),
  });

import { createApiClient } from '@gp/api-client';
import { liveChatTokenHeader, type LiveChatOfflineRequest, type LiveChatOpenRequest } from '@gp/contracts';
import { ApiError } from '../../../api/api-error';
import { fetchWithDeviceId } from '../../../api/device-id';
import { i18n } from '../../../shared/i18n/i18n-instance';
import { readSessionToken } from '../../account/components/session/session-token';

/** The chat this browser holds: its id and token, kept for the tab so a reload resumes it. */
export type HeldChat = { chatId: number; token: string };
const storageKey = 'gp.liveChat';

export const readHeldChat = (): HeldChat | null => {
  try {
    const value = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as HeldChat | null;
    return value && typeof value.chatId === 'number' && typeof value.token === 'string' ? value : null;
  } catch {
    return null;
  }
};
export const holdChat = (chat: HeldChat | null) => {
  if (chat) sessionStorage.setItem(storageKey, JSON.stringify(chat));
  else sessionStorage.removeItem(storageKey);
};

/** The site's client plus the chat token in its header: a visitor has no session, the token is their key. */
const chatApi = createApiClient({
  fetch: (request) => {
    const held = readHeldChat();
    if (held) request.headers.set(liveChatTokenHeader, held.token);
    return fetchWithDeviceId(request);
  },
  languageTag: () => i18n.language,
  token: readSessionToken,
  createError: (failure) => new ApiError(failure.code, failure.message ?? i18n.t('common:serviceUnreachable'), failure.status, failure.details),
});

export const chatStatus = () => chatApi.get('/wps/chat/status');
/** A visitor solves a proof of work for each chat opened or message left (the solver loads then); a member's session is enough. */
const visitorProof = async (): Promise<{ altcha?: string }> => {
  if (readSessionToken()) return {};
  const { solveAltcha } = await import('../../bot-check/components/solve-altcha');
  return { altcha: await solveAltcha() };
};

export const openChat = async (body: Partial<LiveChatOpenRequest>) =>
  chatApi.post('/wps/chat/open', { body: { name: '', contact: '', topic: '', ...body, ...(await visitorProof()) } });
export const leaveOfflineMessage = async (body: LiveChatOfflineRequest) => chatApi.post('/wps/chat/offline', { body: { ...body, ...(await visitorProof()) } });
export const chatTranscript = (chatId: number) => chatApi.get('/wps/chat/messages', { params: { query: { chatId } } });
export const sendChatText = (chatId: number, text: string) => chatApi.post('/wps/chat/messages', { body: { chatId, text } });
export const sendChatImage = (chatId: number, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return chatApi.post('/wps/chat/image', { params: { query: { chatId } }, form });
};
export const closeChat = (chatId: number) => chatApi.post('/wps/chat/close', { body: { chatId } });
export const rateChat = (chatId: number, rating: number, comment: string) => chatApi.post('/wps/chat/rate', { body: { chatId, rating, comment } });

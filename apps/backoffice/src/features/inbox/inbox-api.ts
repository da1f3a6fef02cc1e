import { boInboxAudienceCount, boInboxMessage, boInboxMessagePage, type BoInboxMessageInput, type BoInboxTarget } from '@gp/contracts';
import { typedApi } from '../../shared/http/typed-api';

export const inboxKeys = {
  all: ['inbox'] as const,
  sent: (pageNo: number) => ['inbox', 'sent', pageNo] as const,
  audience: (target: BoInboxTarget) => ['inbox', 'audience', target] as const,
};

export const fetchSent = (pageNo: number, signal?: AbortSignal) =>
  typedApi.get('/bo/inbox/messages', { params: { query: { pageNo, pageSize: 20 } }, signal, parse: (v) => boInboxMessagePage.parse(v) });

export const countAudience = (body: BoInboxTarget, signal?: AbortSignal) =>
  typedApi.post('/bo/inbox/audience', { body, signal, parse: (v) => boInboxAudienceCount.parse(v) });

export const sendMessage = (body: BoInboxMessageInput) => typedApi.post('/bo/inbox/messages', { body, parse: (v) => boInboxMessage.parse(v) });

export const cancelMessage = (id: string) =>
  typedApi.post('/bo/inbox/messages/{id}/cancel', { params: { path: { id } }, parse: (v) => boInboxMessage.parse(v) });

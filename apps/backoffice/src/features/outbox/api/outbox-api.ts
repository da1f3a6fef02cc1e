import { boOutboxPage, type MessageChannel } from '@gp/contracts';
import { typedApi } from '../../../shared/http/typed-api';

export type OutboxFilters = { channel: MessageChannel | ''; recipient: string };
export const emptyOutboxFilters: OutboxFilters = { channel: '', recipient: '' };
const outboxPageSize = 50;

export const fetchOutbox = (filters: OutboxFilters, pageNo: number, signal?: AbortSignal) =>
  typedApi.get('/bo/outbox', {
    params: { query: { channel: filters.channel || undefined, recipient: filters.recipient.trim(), pageNo, pageSize: outboxPageSize } },
    signal,
    parse: (v) => boOutboxPage.parse(v),
  });

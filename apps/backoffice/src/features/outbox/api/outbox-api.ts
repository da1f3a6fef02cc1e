import { boOutboxPage, type MessageChannel } from '@gp/contracts';
import { apiRequest } from '../../../shared/http/request';

export type OutboxFilters = { channel: MessageChannel | ''; recipient: string };
export const emptyOutboxFilters: OutboxFilters = { channel: '', recipient: '' };
const outboxPageSize = 50;

export const fetchOutbox = (filters: OutboxFilters, pageNo: number, signal?: AbortSignal) =>
  apiRequest('/bo/outbox', {
    schema: boOutboxPage,
    signal,
    query: { channel: filters.channel, recipient: filters.recipient.trim(), pageNo, pageSize: outboxPageSize },
  });

import type { OutboxFilters } from '../api/outbox-api';

/** Every query key of the message outbox. */
export const outboxKeys = {
  page: (filters: OutboxFilters, pageNo: number) => ['outbox', filters, pageNo] as const,
};

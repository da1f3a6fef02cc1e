import { z } from 'zod';
import { boPage, boPageQuery } from './content';

export const messageChannels = ['sms', 'email'] as const;
export const messageChannel = z.enum(messageChannels);
export type MessageChannel = z.infer<typeof messageChannel>;

export const outboxStatuses = ['queued', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** Back office: the outbox, newest first; `recipient` matches any part of the address or number. */
export const boOutboxQuery = boPageQuery.extend({
  channel: messageChannel.optional(),
  recipient: z.string().trim().max(254).optional(),
});
export type BoOutboxQuery = z.infer<typeof boOutboxQuery>;

export const boOutboxMessage = z.object({
  id: z.number().int(),
  channel: messageChannel,
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.enum(outboxStatuses),
  provider: z.string(),
  providerRef: z.string().nullable(),
  error: z.string().nullable(),
  memberId: z.number().int().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type BoOutboxMessage = z.infer<typeof boOutboxMessage>;

export const boOutboxPage = boPage(boOutboxMessage);
export type BoOutboxPage = z.infer<typeof boOutboxPage>;

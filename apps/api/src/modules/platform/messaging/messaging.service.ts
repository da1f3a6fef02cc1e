import type { BoOutboxMessage, BoOutboxPage, BoOutboxQuery } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely, Selectable } from 'kysely';
import type { Config } from '../../../config/config';
import { adaptersFor } from './messaging-adapters';
import {
  countOutboxMessages,
  countQueued,
  countSentSince,
  insertOutboxMessage,
  listOutboxMessages,
  markOutboxFailed,
  markOutboxSent,
} from './messaging.repository';
import { DeliveryError, type MessageAdapter, type OutgoingMessage, type SendResult } from './messaging.types';

type MessagingConfig = Parameters<typeof adaptersFor>[0] & Pick<Config, 'SMS_DAILY_QUOTA' | 'SMS_DAILY_QUOTA_PER_COUNTRY'>;
type OutboxRow = Selectable<DB['outbox_messages']>;

const startOfUtcDay = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

const toMessage = (row: OutboxRow): BoOutboxMessage => ({
  id: Number(row.id),
  channel: row.channel,
  recipient: row.recipient,
  subject: row.subject,
  body: row.body,
  status: row.status,
  provider: row.provider,
  providerRef: row.provider_ref,
  error: row.error,
  memberId: row.member_id === null ? null : Number(row.member_id),
  createdAt: row.created_at.toISOString(),
  sentAt: row.sent_at?.toISOString() ?? null,
});

/**
 * Outgoing SMS and email. Every message is written to the outbox first, then handed to the channel's
 * adapter (outbox only, SMTP, HTTP SMS gateway); the row records the provider's answer. Sends never
 * run inside a caller's transaction: a slow provider must not hold a database connection.
 */
export const createMessagingService = (db: Kysely<DB>, config: MessagingConfig, adapters: Record<'sms' | 'email', MessageAdapter> = adaptersFor(config)) => {
  const send = async (message: OutgoingMessage): Promise<SendResult> => {
    const adapter = adapters[message.channel];
    const subject = message.subject ?? null;
    const { id } = await insertOutboxMessage(db, {
      channel: message.channel,
      recipient: message.to,
      subject,
      body: message.body,
      provider: adapter.name,
      member_id: message.memberId === undefined || message.memberId === null ? null : BigInt(message.memberId),
    });
    const fail = async (kind: 'quota' | 'failed', reason: string): Promise<SendResult> => {
      await markOutboxFailed(db, id, reason.slice(0, 500));
      return { id: Number(id), status: 'failed', failure: kind };
    };

    if (message.channel === 'sms' && config.SMS_DAILY_QUOTA > 0) {
      const sentToday = await countSentSince(db, 'sms', startOfUtcDay(new Date()));
      if (sentToday >= config.SMS_DAILY_QUOTA) return fail('quota', `daily SMS quota of ${config.SMS_DAILY_QUOTA} reached`);
    }
    // Country calling codes are prefix-free (ITU E.164), so "+<code>" starts exactly that country's numbers.
    const country = message.channel === 'sms' ? message.countryCallingCode : undefined;
    if (country !== undefined && config.SMS_DAILY_QUOTA_PER_COUNTRY > 0) {
      const sentToCountry = await countSentSince(db, 'sms', startOfUtcDay(new Date()), `+${country}`);
      if (sentToCountry >= config.SMS_DAILY_QUOTA_PER_COUNTRY)
        return fail('quota', `daily SMS quota of ${config.SMS_DAILY_QUOTA_PER_COUNTRY} for +${country} reached`);
    }
    try {
      const delivery = await adapter.deliver({ to: message.to, subject, body: message.body });
      await markOutboxSent(db, id, delivery.providerRef, new Date());
      return { id: Number(id), status: 'sent', failure: null };
    } catch (error) {
      if (error instanceof DeliveryError) return fail(error.kind, error.message);
      return fail('failed', error instanceof Error ? error.name : 'unknown error');
    }
  };

  const list = async (query: BoOutboxQuery): Promise<BoOutboxPage> => {
    const filter = { channel: query.channel, recipient: query.recipient || undefined };
    const [rows, total] = await Promise.all([
      listOutboxMessages(db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize),
      countOutboxMessages(db, filter),
    ]);
    return { list: rows.map(toMessage), pageNo: query.pageNo, pageSize: query.pageSize, total, totalPages: Math.ceil(total / query.pageSize) };
  };

  const close = () => {
    for (const adapter of Object.values(adapters)) adapter.close?.();
  };

  /** Messages not yet handed to a provider: a growing number means a provider is stuck. */
  const queuedCount = () => countQueued(db);

  return { send, list, close, queuedCount };
};

export type MessagingService = ReturnType<typeof createMessagingService>;

import type { TestApp } from './test-app';

/** The newest message sent on a channel: the demo providers store every message in the outbox. */
export const lastOutboxMessage = async (t: TestApp, channel: 'sms' | 'email') =>
  t.database.db
    .selectFrom('outbox_messages')
    .select(['recipient', 'subject', 'body'])
    .where('channel', '=', channel)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

/** The six-digit code in the newest SMS or email. */
export const lastCode = async (t: TestApp, channel: 'sms' | 'email'): Promise<string> => {
  const { body } = await lastOutboxMessage(t, channel);
  const code = body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code in: ${body}`);
  return code;
};

import type { MessageChannel } from '@gp/contracts';
import type { Config } from '../../../config/config';
import { httpSmsAdapter } from './http-sms-adapter';
import type { MessageAdapter } from './messaging.types';
import { outboxAdapter } from './outbox-adapter';
import { smtpAdapter } from './smtp-adapter';

type MessagingConfig = Pick<Config, 'EMAIL_PROVIDER' | 'SMTP_URL' | 'EMAIL_FROM' | 'SMS_PROVIDER' | 'SMS_HTTP_URL' | 'SMS_HTTP_KEY' | 'MESSAGING_TIMEOUT_MS'>;

/** The adapter of each channel, as configured (the config schema guarantees the URLs and key a provider needs). */
export const adaptersFor = (config: MessagingConfig): Record<MessageChannel, MessageAdapter> => ({
  email:
    config.EMAIL_PROVIDER === 'smtp' && config.SMTP_URL
      ? smtpAdapter({ url: config.SMTP_URL, from: config.EMAIL_FROM, timeoutMs: config.MESSAGING_TIMEOUT_MS })
      : outboxAdapter(),
  sms:
    config.SMS_PROVIDER === 'http' && config.SMS_HTTP_URL && config.SMS_HTTP_KEY
      ? httpSmsAdapter({ url: config.SMS_HTTP_URL, key: config.SMS_HTTP_KEY, timeoutMs: config.MESSAGING_TIMEOUT_MS })
      : outboxAdapter(),
});

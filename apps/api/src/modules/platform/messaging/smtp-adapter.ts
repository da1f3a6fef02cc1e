import nodemailer from 'nodemailer';
import { DeliveryError, type MessageAdapter } from './messaging.types';

export type SmtpOptions = { url: string; from: string; timeoutMs: number };

/** Email through an SMTP server (nodemailer); the message id the server accepted becomes the provider reference. */
export const smtpAdapter = ({ url, from, timeoutMs }: SmtpOptions): MessageAdapter => {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    name: 'smtp',
    deliver: async ({ to, subject, body }) => {
      try {
        const info = await transport.sendMail({ from, to, subject: subject ?? '', text: body });
        return { providerRef: typeof info.messageId === 'string' ? info.messageId : null };
      } catch (error) {
        // The server's reply text, never the message body (it may carry a verification code).
        const responseCode = (error as { responseCode?: unknown }).responseCode;
        const reason = typeof responseCode === 'number' ? `SMTP ${responseCode}` : ((error as { code?: unknown }).code ?? 'SMTP error');
        throw new DeliveryError(responseCode === 452 || responseCode === 552 ? 'quota' : 'failed', String(reason), { cause: error });
      }
    },
    close: () => transport.close(),
  };
};

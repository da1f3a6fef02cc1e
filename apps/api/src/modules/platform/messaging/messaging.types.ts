import type { MessageChannel } from '@gp/contracts';

export type OutgoingMessage = {
  channel: MessageChannel;
  /** An email address, or a phone number in E.164 form (+ and digits). */
  to: string;
  subject?: string;
  body: string;
  memberId?: bigint | number | null;
  /** An SMS recipient's country calling code (digits), counted against the per-country quota. */
  countryCallingCode?: string;
};

/** What a provider reports for one accepted message. */
type Delivery = { providerRef: string | null };

/** A provider's refusal: `quota` when it says the account has run out, `failed` otherwise. */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
  readonly kind: 'quota' | 'failed';

  constructor(kind: 'quota' | 'failed', message: string, options: { cause?: unknown } = {}) {
    super(message, options);
    this.kind = kind;
  }
}

/** One way out for one channel (outbox only, SMTP, an HTTP SMS gateway). */
export type MessageAdapter = {
  name: string;
  deliver: (message: { to: string; subject: string | null; body: string }) => Promise<Delivery>;
  close?: () => void;
};

/** The outcome of a send; a failure is stored on the outbox row and reported, never thrown. */
export type SendResult = { id: number; status: 'sent' | 'failed'; failure: 'quota' | 'failed' | null };

import { DeliveryError, type MessageAdapter } from './messaging.types';

export type HttpSmsOptions = { url: string; key: string; timeoutMs: number };

const referenceOf = (answer: unknown): string | null => {
  if (!answer || typeof answer !== 'object') return null;
  const { id, messageId } = answer as { id?: unknown; messageId?: unknown };
  const ref = id ?? messageId;
  return typeof ref === 'string' || typeof ref === 'number' ? String(ref) : null;
};

/**
 * SMS through a generic HTTP gateway: POST {to, text} as JSON with a bearer key. Any non-2xx answer
 * is a failure (402 Payment Required: the account's quota is spent); an `id` or `messageId` in a
 * JSON answer becomes the provider reference.
 */
export const httpSmsAdapter = ({ url, key, timeoutMs }: HttpSmsOptions): MessageAdapter => ({
  name: 'http',
  deliver: async ({ to, body }) => {
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({ to, text: body }),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      throw new DeliveryError('failed', `SMS gateway unreachable: ${(error as Error).name}`, { cause: error });
    }
    // Only the status is kept: a gateway may echo the text, which carries the code.
    const text = await res.text().catch(() => '');
    if (!res.ok) throw new DeliveryError(res.status === 402 ? 'quota' : 'failed', `SMS gateway answered ${res.status}`);
    try {
      return { providerRef: referenceOf(JSON.parse(text)) };
    } catch {
      return { providerRef: null };
    }
  },
});

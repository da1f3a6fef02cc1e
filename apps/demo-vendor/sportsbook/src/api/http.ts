/** A JSON answer the vendor gave with ok: false, carrying its code (and the rest of the body). */
export class VendorError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(code);
  }
}

/**
 * Reads the vendor's JSON. Every answer has `ok`; a refusal (ok false, any status) becomes a
 * VendorError with its code, a network failure or a non-JSON answer the code NETWORK.
 */
export const requestJson = async <T>(path: string, init?: RequestInit): Promise<T> => {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { accept: 'application/json', ...(init?.body ? { 'content-type': 'application/json' } : {}), ...init?.headers },
    });
  } catch {
    throw new VendorError('NETWORK', 0, {});
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!body) throw new VendorError('NETWORK', response.status, {});
  if (body.ok === false || !response.ok) throw new VendorError(typeof body.code === 'string' ? body.code : 'ERROR', response.status, body);
  return body as T;
};

/**
 * Reading a vendor's lobby feed: a GET with a short deadline and a size cap, answering the parsed
 * JSON or null. A lobby list is decoration on a page the player is already looking at, so a slow,
 * failing or oversized answer is never waited for long and never becomes an error of ours.
 */

export type FetchJson = (url: string) => Promise<unknown>;

export type FetchJsonOptions = { timeoutMs: number; maxBytes: number };

/** The vendor's base address: the origin of its launch URL, or null when that is not an http(s) URL. */
export const vendorOrigin = (launchUrl: string): string | null => {
  try {
    const url = new URL(launchUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
};

const readCapped = async (response: Response, maxBytes: number): Promise<string | null> => {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes || !response.body) return null;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
};

export const createFetchJson =
  ({ timeoutMs, maxBytes }: FetchJsonOptions): FetchJson =>
  async (url) => {
    try {
      const response = await fetch(url, { headers: { accept: 'application/json' }, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) {
        await response.body?.cancel();
        return null;
      }
      const text = await readCapped(response, maxBytes);
      return text === null ? null : (JSON.parse(text) as unknown);
    } catch {
      // Refused, reset, timed out, redirected or not JSON: all the same to the lobby.
      return null;
    }
  };

import http from 'node:http';
import https from 'node:https';

export type PostAnswer = { status: number; text: string };

/** The call did not finish within the time given: the request may or may not have been processed. */
export class PostTimeoutError extends Error {
  override name = 'TimeoutError';
}

// Keep-alive sockets shared by every call: a settlement run sends tens of thousands of wallet calls.
const agents = { 'http:': new http.Agent({ keepAlive: true, maxSockets: 256 }), 'https:': new https.Agent({ keepAlive: true, maxSockets: 256 }) };

/**
 * POSTs a JSON body and reads the whole answer as text. Node's http module, not fetch: fetch's web
 * streams cost about half of the vendor's CPU per wallet call when a settlement run sends them by
 * the thousand. Rejects with PostTimeoutError after `timeoutMs`, or with the socket's error.
 */
export const postJson = (url: string, headers: Record<string, string>, body: string, timeoutMs: number): Promise<PostAnswer> =>
  new Promise((resolve, reject) => {
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    const payload = Buffer.from(body, 'utf8');
    const request = client.request(
      target,
      {
        method: 'POST',
        agent: agents[target.protocol === 'https:' ? 'https:' : 'http:'],
        headers: { ...headers, 'content-length': String(payload.length) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          clearTimeout(timer);
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        });
        response.on('error', (error) => {
          clearTimeout(timer);
          reject(error);
        });
      },
    );
    const timer = setTimeout(() => request.destroy(new PostTimeoutError(`no answer within ${timeoutMs} ms`)), timeoutMs);
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(payload);
  });

import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export type HttpAnswer = { status: number; body: Buffer; encoding: string | undefined };
export type HttpCall = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };

/**
 * Keep-alive connections to one server, at most `connections` open, as a browser's or a load
 * balancer's: node:http's own pool (undici's Agent is not exposed by Node 20 and the repository
 * does not depend on the package), which costs the load generator less CPU than fetch.
 */
export const createHttpPool = (base: string, connections: number, timeoutMs = 30_000) => {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  let sent = 0;
  const send = (call: HttpCall): Promise<HttpAnswer> =>
    new Promise((resolve, reject) => {
      sent += 1;
      const headers = call.body === undefined ? call.headers : { ...call.headers, 'content-length': String(Buffer.byteLength(call.body)) };
      const request = http.request(
        { host: url.hostname, port: url.port, method: call.method, path: call.path, agent, headers, timeout: timeoutMs },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const encoding = response.headers['content-encoding'];
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), encoding: typeof encoding === 'string' ? encoding : undefined });
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error(`no answer in ${timeoutMs} ms`)));
      request.on('error', reject);
      request.end(call.body);
    });
  /** `sent`: calls sent so far, to show how a run spread over the servers. */
  return { base, send, sent: () => sent, close: () => agent.destroy() };
};

export type HttpPool = ReturnType<typeof createHttpPool>;

/** The answer's text, uncompressed (the API compresses answers over 1 KiB for a client that accepts it). */
export const answerText = (answer: HttpAnswer): string => {
  if (answer.encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (answer.encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
};

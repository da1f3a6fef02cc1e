import { connect } from 'node:net';

/**
 * Whether a Redis server answers PING at `redisUrl` (redis://host:port, no TLS or password): a
 * bench that hands the URL to the API says at once that Redis is missing, not after a failed start.
 */
export const redisAnswers = (redisUrl: string, timeoutMs = 2_000): Promise<boolean> =>
  new Promise((resolve) => {
    const url = new URL(redisUrl);
    const socket = connect({ host: url.hostname || '127.0.0.1', port: Number(url.port || 6379) });
    const done = (answered: boolean) => {
      socket.destroy();
      resolve(answered);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG') || data.toString().startsWith('-NOAUTH')));
  });

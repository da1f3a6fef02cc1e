import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger-options';

describe('the request log', () => {
  it('carries the path and harmless parameters, never a token or code from the query string', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
    app.get('/play', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/play?token=0123456789abcdef&lang=en&code=424242' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/play?token=[redacted]&lang=en&code=[redacted]');
    expect(log).not.toContain('0123456789abcdef');
    expect(log).not.toContain('424242');
  });
});

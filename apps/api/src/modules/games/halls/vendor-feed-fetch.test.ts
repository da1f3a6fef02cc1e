import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetchJson, vendorOrigin } from './vendor-feed-fetch';

let base = '';
const server = createServer((request, response) => {
  const path = request.url ?? '/';
  if (path === '/json') return void response.end('{"models":[]}');
  if (path === '/big') return void response.end(`{"x":"${'a'.repeat(4_096)}"}`);
  if (path === '/html') return void response.end('<html></html>');
  if (path === '/redirect') {
    response.writeHead(302, { location: '/json' });
    return void response.end();
  }
  if (path === '/error') {
    response.writeHead(500);
    return void response.end('{}');
  }
  // /slow: headers at once, the body never.
  response.writeHead(200, { 'content-type': 'application/json' });
  response.write('{"models":');
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('vendor origin', () => {
  it('is the launch URL’s origin, for http(s) only', () => {
    expect(vendorOrigin('http://127.0.0.1:3100/play?vendor={vendorCode}&game={gameCode}')).toBe('http://127.0.0.1:3100');
    expect(vendorOrigin('https://games.example.com:8443/a/b?x=1')).toBe('https://games.example.com:8443');
    expect(vendorOrigin('ftp://games.example.com/')).toBeNull();
    expect(vendorOrigin('/relative/path')).toBeNull();
    expect(vendorOrigin('')).toBeNull();
  });
});

describe('fetch json', () => {
  const fetchJson = createFetchJson({ timeoutMs: 300, maxBytes: 1_024 });

  it('answers the parsed body of a 2xx JSON answer', async () => {
    expect(await fetchJson(`${base}/json`)).toEqual({ models: [] });
  });

  it('answers null for an error status, a redirect, non-JSON, an oversized body, a stalled body and a closed port', async () => {
    for (const path of ['/error', '/redirect', '/html', '/big', '/slow']) expect(await fetchJson(`${base}${path}`), path).toBeNull();
    expect(await fetchJson('http://127.0.0.1:1/')).toBeNull();
  });
});

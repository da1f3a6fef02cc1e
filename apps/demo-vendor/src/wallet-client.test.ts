import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vendorBatchRequest, vendorWalletRequests, vendorWalletRequestsV11, type VendorBetDetails, type VendorWalletAction } from '@gp/contracts';
import { isVendorSignatureValid } from '@gp/contracts/node/vendor-signature';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createCallLog } from './call-log';
import { filePendingStore } from './pending-settlements';
import { createWalletClient, retryDelay, type WalletClientOptions } from './wallet-client';

/**
 * The wallet client against a real HTTP server standing in for the platform: it checks every
 * request (signature, schema) like the gateway does and answers what each test scripts, so the
 * vendor's retry, rollback and backoff behaviour can be driven exactly.
 */

const secret = 'x'.repeat(64);
type Received = { action: string; body: Record<string, unknown>; at: number };
type Script = (
  action: VendorWalletAction,
  body: Record<string, unknown>,
  n: number,
) => Promise<{ code?: number; body: unknown }> | { code?: number; body: unknown };

const doubles: FastifyInstance[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(doubles.splice(0).map((d) => d.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts the platform double (on `port`, or a free one, reading bodies as `schemas` does) and returns what it received. */
const platform = async (script: Script, port = 0, schemas: typeof vendorWalletRequests | typeof vendorWalletRequestsV11 = vendorWalletRequests) => {
  const received: Received[] = [];
  const app = Fastify();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_r, body, done) => done(null, body));
  app.post<{ Params: { vendor: string; action: string } }>('/gw/v1/:vendor/:action', async (request, reply) => {
    const raw = request.body as Buffer;
    if (!isVendorSignatureValid(secret, raw, request.headers['x-signature'] as string | undefined)) return { status: 'INVALID_SIGNATURE' };
    const action = request.params.action as VendorWalletAction;
    const parsed = schemas[action].safeParse(JSON.parse(raw.toString()));
    if (!parsed.success) return { status: 'INVALID_REQUEST' };
    const body = parsed.data as Record<string, unknown>;
    received.push({ action, body, at: Date.now() });
    const answer = await script(action, body, received.filter((r) => r.action === action).length);
    return reply.code(answer.code ?? 200).send(answer.body);
  });
  await app.listen({ host: '127.0.0.1', port });
  doubles.push(app);
  return { app, received, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, port: (app.server.address() as AddressInfo).port };
};

const client = (baseUrl: string, extra: Partial<WalletClientOptions> = {}) =>
  createWalletClient({
    baseUrl,
    secretFor: (code) => (code === 'LUMA' ? secret : undefined),
    // Generous: a loaded test machine must not turn a prompt answer into a timeout.
    timeoutMs: 2000,
    betAttempts: 3,
    betRetryDelayMs: 10,
    backoff: { initialMs: 40, maxMs: 160, jitter: 0 },
    ...extra,
  });

const bet = { playerId: '7', sessionToken: 'session-token-abcdef', gameCode: 'LUMA_0001', roundId: 'R1', txId: 'R1-bet', amount: 200, currency: 'INR' };
const win = { ...bet, txId: 'R1-win', betTxId: 'R1-bet', amount: 500, roundClosed: true };
const ok = (body: Record<string, unknown>) => ({ body: { status: 'OK', txId: body.txId, platformTxId: '1', balance: 1000 } });

const waitFor = async (check: () => boolean, ms = 5000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await sleep(10);
  }
};

describe('wallet client', () => {
  it('signs each call, stamps a fresh requestId and timestamp, and records the call and its answer', async () => {
    const p = await platform((_a, body) => ok(body));
    const callLog = createCallLog();
    const c = client(p.url, { callLog });
    const result = await c.bet('LUMA', bet);
    expect(result).toMatchObject({ result: 'accepted', response: { status: 'OK', balance: 1000 } });
    expect(p.received[0]!.body).toMatchObject(bet);
    expect(Math.abs(Number(p.received[0]!.body.timestamp) - Date.now())).toBeLessThan(5000);
    const [logged] = callLog.latest();
    expect(logged).toMatchObject({ vendorCode: 'LUMA', action: 'bet', httpStatus: 200, response: { status: 'OK' }, error: null, attempt: 1 });
    // The log is viewable over HTTP: the session token is shortened.
    expect(logged!.request.sessionToken).not.toBe(bet.sessionToken);
  });

  it('sends a bet again with the same txId after INTERNAL_ERROR and a timeout, and takes the answer', async () => {
    const p = await platform(async (_a, body, n) => {
      if (n === 1) return { code: 500, body: { status: 'INTERNAL_ERROR' } };
      if (n === 2) await sleep(2500);
      return ok(body);
    });
    const result = await client(p.url, { timeoutMs: 1000 }).bet('LUMA', bet);
    expect(result.result).toBe('accepted');
    const bets = p.received.filter((r) => r.action === 'bet');
    expect(bets).toHaveLength(3);
    expect(new Set(bets.map((b) => b.body.txId))).toEqual(new Set(['R1-bet']));
    expect(new Set(bets.map((b) => b.body.requestId)).size).toBe(3);
    expect(p.received.some((r) => r.action === 'rollback')).toBe(false);
  });

  it('does not retry or roll back a bet the platform refused', async () => {
    const p = await platform(() => ({ body: { status: 'INSUFFICIENT_FUNDS', balance: 50 } }));
    const result = await client(p.url).bet('LUMA', bet);
    expect(result).toMatchObject({ result: 'refused', response: { status: 'INSUFFICIENT_FUNDS', balance: 50 } });
    expect(p.received.map((r) => r.action)).toEqual(['bet']);
  });

  it('rolls a bet back after every try timed out, and retries the rollback until it is acknowledged', async () => {
    const p = await platform(async (action, body, n) => {
      if (action === 'bet') {
        await sleep(1500);
        return ok(body);
      }
      if (n <= 2) return { code: 503, body: 'Service Unavailable' };
      return ok(body);
    });
    const c = client(p.url, { timeoutMs: 400 });
    await c.start();
    const result = await c.bet('LUMA', bet);
    expect(result).toMatchObject({ result: 'failed', reason: 'timeout', rollback: { result: 'pending' } });
    expect(p.received.filter((r) => r.action === 'bet')).toHaveLength(3);
    await waitFor(() => c.pending().length === 0);
    const rollbacks = p.received.filter((r) => r.action === 'rollback');
    expect(rollbacks).toHaveLength(3);
    expect(rollbacks[0]!.body).toMatchObject({ playerId: '7', gameCode: 'LUMA_0001', roundId: 'R1', originalTxId: 'R1-bet', txId: 'R1-bet-rb' });
    expect(new Set(rollbacks.map((r) => r.body.txId)).size).toBe(1);
    await c.stop();
  });

  it('retries a win with doubling delays while the platform is down, then delivers it once it is back', async () => {
    // Find a free port, then leave it closed: the platform is down.
    const probe = await platform(() => ({ body: {} }));
    const port = probe.port;
    await probe.app.close();
    doubles.splice(doubles.indexOf(probe.app), 1);

    const callLog = createCallLog();
    const c = client(`http://127.0.0.1:${port}`, { callLog });
    await c.start();
    expect((await c.win('LUMA', win)).result).toBe('pending');
    await waitFor(() => callLog.latest().length >= 5);
    const p = await platform((_a, body) => ok(body), port);
    await waitFor(() => c.pending().length === 0);
    expect(p.received.filter((r) => r.action === 'win').map((r) => r.body.txId)).toEqual(['R1-win']);

    const tries = callLog.latest().reverse();
    expect(tries.slice(0, -1).every((t) => t.error?.startsWith('network'))).toBe(true);
    expect(tries.at(-1)).toMatchObject({ httpStatus: 200, response: { status: 'OK' } });
    const gaps = tries.slice(1).map((t, i) => Date.parse(t.at) - Date.parse(tries[i]!.at));
    // 40, 80, 160, 160 ...: doubling from the first delay (timers only ever fire late).
    expect(gaps[0]).toBeGreaterThanOrEqual(35);
    expect(gaps[1]).toBeGreaterThanOrEqual(75);
    expect(gaps[2]).toBeGreaterThanOrEqual(150);
    await c.stop();
  });

  it('computes retry delays doubling up to the cap, with the jitter spread around them', () => {
    const backoff = { initialMs: 500, maxMs: 30_000, jitter: 0.2 };
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => retryDelay(n, backoff, () => 0.5))).toEqual([500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    expect(retryDelay(1, backoff, () => 0)).toBe(450);
    expect(retryDelay(1, backoff, () => 0.999_999)).toBe(550);
    expect(retryDelay(40, backoff, () => 0.999_999)).toBe(33_000);
  });

  it('keeps unacknowledged wins in a file, so a restarted vendor delivers them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'demo-vendor-'));
    dirs.push(dir);
    const file = join(dir, 'pending.json');
    let up = false;
    const p = await platform((_a, body) => (up ? ok(body) : { code: 500, body: { status: 'INTERNAL_ERROR' } }));

    const first = client(p.url, { pendingStore: filePendingStore(file), backoff: { initialMs: 60_000, maxMs: 60_000, jitter: 0 } });
    await first.start();
    expect((await first.win('LUMA', win)).result).toBe('pending');
    await first.stop();
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { txId: string; attempts: number; lastError: string }[];
    expect(saved).toMatchObject([{ txId: 'R1-win', attempts: 1 }]);
    expect(saved[0]!.lastError).toContain('INTERNAL_ERROR');

    up = true;
    const second = client(p.url, { pendingStore: filePendingStore(file) });
    await second.start();
    await waitFor(() => second.pending().length === 0);
    const wins = p.received.filter((r) => r.action === 'win');
    expect(wins).toHaveLength(2);
    expect(wins[1]!.body).toMatchObject({ txId: 'R1-win', betTxId: 'R1-bet', amount: 500, roundClosed: true });
    await second.stop();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('stops retrying a win the platform answered with a business refusal', async () => {
    const p = await platform(() => ({ body: { status: 'ROUND_NOT_FOUND' } }));
    const c = client(p.url);
    await c.start();
    expect(await c.win('LUMA', win)).toMatchObject({ result: 'refused', response: { status: 'ROUND_NOT_FOUND' } });
    expect(c.pending()).toEqual([]);
    await sleep(100);
    expect(p.received).toHaveLength(1);
    await c.stop();
  });

  it('signs an adjust like the other calls, retries it until acknowledged, and keeps it across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'demo-vendor-'));
    dirs.push(dir);
    const file = join(dir, 'pending.json');
    const adjust = {
      playerId: '7',
      gameCode: 'LUMA_0001',
      roundId: 'R1',
      txId: 'R1-adj-2',
      originalTxId: 'R1-win',
      amount: -300,
      currency: 'INR',
      reason: 'result-corrected',
      settlementVersion: 2,
    };
    let up = false;
    const answer = { status: 'OK', txId: 'R1-adj-2', platformTxId: '9', balance: 0, credited: 0, debited: 120, shortfall: 180 };
    // The double checks the signature and the adjust schema before it answers.
    const p = await platform(() => (up ? { body: answer } : { code: 500, body: { status: 'INTERNAL_ERROR' } }));
    const first = client(p.url, { pendingStore: filePendingStore(file), backoff: { initialMs: 60_000, maxMs: 60_000, jitter: 0 } });
    await first.start();
    expect(await first.adjust('LUMA', adjust)).toMatchObject({ result: 'pending' });
    expect(first.pending()).toMatchObject([{ action: 'adjust', txId: 'R1-adj-2', attempts: 1 }]);
    await first.stop();

    up = true;
    const second = client(p.url, { pendingStore: filePendingStore(file) });
    await second.start();
    await waitFor(() => second.pending().length === 0);
    const sent = p.received.filter((r) => r.action === 'adjust');
    expect(sent).toHaveLength(2);
    expect(sent.map((r) => r.body)).toEqual([expect.objectContaining(adjust), expect.objectContaining(adjust)]);
    expect(new Set(sent.map((r) => r.body.requestId)).size).toBe(2);
    await second.stop();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('sends the bet details of a bet, its win and an adjust as given, valid under wallet API 1.1', async () => {
    const p = await platform((_a, body) => ok(body), 0, vendorWalletRequestsV11);
    const c = client(p.url);
    const leg = { eventName: 'Mumbai – Chennai', market: 'Match result', selection: 'Mumbai', odds: 1_950 };
    const placed: VendorBetDetails = { kind: 'sports', betType: 'single', legs: [leg] };
    const settled: VendorBetDetails = { ...placed, legs: [{ ...leg, outcome: 'win', score: '2-1' }] };
    const corrected: VendorBetDetails = { ...placed, legs: [{ ...leg, outcome: 'void', score: '2-1' }] };
    expect(await c.bet('LUMA', { ...bet, details: placed })).toMatchObject({ result: 'accepted' });
    expect(await c.win('LUMA', { ...win, details: settled })).toMatchObject({ result: 'accepted' });
    const adjust = { ...bet, txId: 'R1-adj-2', originalTxId: 'R1-win', amount: -300, reason: 'leg-voided', settlementVersion: 2, details: corrected };
    expect(await c.adjust('LUMA', adjust)).toMatchObject({ result: 'accepted' });
    expect(p.received.map((r) => [r.action, r.body.details])).toEqual([
      ['bet', placed],
      ['win', settled],
      ['adjust', corrected],
    ]);
    // Without details the body is what it always was.
    expect(await c.bet('LUMA', { ...bet, txId: 'R2-bet' })).toMatchObject({ result: 'accepted' });
    expect(p.received.at(-1)?.body).not.toHaveProperty('details');
  });

  it('takes a refused adjust as an answer (a vendor on wallet API 1.0 is told the action is unknown)', async () => {
    const p = await platform(() => ({ body: { status: 'INVALID_REQUEST', message: 'UNKNOWN_ACTION' } }));
    const c = client(p.url);
    await c.start();
    const refused = await c.adjust('LUMA', {
      playerId: '7',
      gameCode: 'LUMA_0001',
      roundId: 'R1',
      txId: 'R1-adj-2',
      originalTxId: 'R1-win',
      amount: 250,
      currency: 'INR',
      reason: 'leg-voided',
      settlementVersion: 2,
    });
    expect(refused).toEqual({ result: 'refused', response: { status: 'INVALID_REQUEST', message: 'UNKNOWN_ACTION' } });
    expect(c.pending()).toEqual([]);
    expect(p.received.map((r) => r.action)).toEqual(['adjust']);
    await c.stop();
  });

  it('makes no call for a vendor it has no secret for', async () => {
    const p = await platform((_a, body) => ok(body));
    const outcome = await client(p.url).call('OTHER', 'balance', { playerId: '1', sessionToken: 's' });
    expect(outcome).toMatchObject({ answered: false, reason: 'no secret for this vendor' });
    expect(p.received).toHaveLength(0);
  });
});

describe('wallet client: batch (wallet API v1.1)', () => {
  type BatchScript = (calls: Record<string, unknown>[], n: number) => Promise<{ code?: number; body: unknown }> | { code?: number; body: unknown };

  /** A platform double for `batch` alone: checks the signature, the envelope and each call with its action's v1.1 schema. */
  const batchPlatform = async (script: BatchScript) => {
    const received: { envelope: Record<string, unknown>; calls: Record<string, unknown>[] }[] = [];
    const app = Fastify();
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_r, body, done) => done(null, body));
    app.post<{ Params: { vendor: string } }>('/gw/v1/:vendor/batch', async (request, reply) => {
      const raw = request.body as Buffer;
      if (!isVendorSignatureValid(secret, raw, request.headers['x-signature'] as string | undefined)) return { status: 'INVALID_SIGNATURE' };
      const envelope = vendorBatchRequest.safeParse(JSON.parse(raw.toString()));
      if (!envelope.success) return { status: 'INVALID_REQUEST' };
      const calls = envelope.data.calls.map((item) => {
        const { action, ...body } = item as { action: 'win' | 'adjust' | 'rollback' } & Record<string, unknown>;
        const parsed = vendorWalletRequestsV11[action].safeParse({ ...body, requestId: envelope.data.requestId, timestamp: envelope.data.timestamp });
        expect(parsed.success).toBe(true);
        return { action, ...body };
      });
      received.push({ envelope: envelope.data, calls });
      const answer = await script(calls, received.length);
      return reply.code(answer.code ?? 200).send(answer.body);
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    doubles.push(app);
    return { received, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
  };

  const rollback = { playerId: '7', gameCode: 'LUMA_0001', roundId: 'R2', txId: 'R2-rb', originalTxId: 'R2-bet' };

  it('sends the calls in one signed POST and gives each its own outcome, logging each as its own call', async () => {
    const p = await batchPlatform((calls) => ({
      body: { status: 'OK', results: calls.map((c) => (c.txId === 'R2-rb' ? { status: 'ROUND_NOT_FOUND' } : { status: 'OK', txId: c.txId, balance: 1 })) },
    }));
    const callLog = createCallLog();
    const outcome = await client(p.url, { callLog }).batch('LUMA', [
      { action: 'win', content: win, attempt: 2 },
      { action: 'rollback', content: rollback },
    ]);
    expect(outcome).toEqual({
      answered: true,
      httpStatus: 200,
      response: { status: 'OK' },
      results: [
        { answered: true, httpStatus: 200, response: { status: 'OK', txId: 'R1-win', balance: 1 } },
        { answered: true, httpStatus: 200, response: { status: 'ROUND_NOT_FOUND' } },
      ],
    });
    expect(p.received).toHaveLength(1);
    expect(p.received[0]!.calls).toEqual([
      { action: 'win', ...win },
      { action: 'rollback', ...rollback },
    ]);
    const logged = callLog.latest();
    expect(logged.map((l) => [l.action, l.attempt, l.request.txId, l.request.requestId])).toEqual([
      ['rollback', 1, 'R2-rb', p.received[0]!.envelope.requestId],
      ['win', 2, 'R1-win', p.received[0]!.envelope.requestId],
    ]);
  });

  it('reports a whole-batch refusal with no results, and INTERNAL_ERROR, a timeout or a short answer as unanswered', async () => {
    const answers: { code?: number; body: unknown; delay?: number }[] = [
      { body: { status: 'INVALID_REQUEST', message: 'UNKNOWN_ACTION' } },
      { code: 500, body: { status: 'INTERNAL_ERROR' } },
      { body: { status: 'OK', results: [] } },
      { body: { status: 'OK' }, delay: 600 },
    ];
    const p = await batchPlatform(async (_calls, n) => {
      const answer = answers[n - 1]!;
      if (answer.delay) await sleep(answer.delay);
      return answer;
    });
    const c = client(p.url, { batchTimeoutMs: 300 });
    const items = [{ action: 'win' as const, content: win }];
    expect(await c.batch('LUMA', items)).toEqual({
      answered: true,
      httpStatus: 200,
      response: { status: 'INVALID_REQUEST', message: 'UNKNOWN_ACTION' },
      results: null,
    });
    expect(await c.batch('LUMA', items)).toMatchObject({ answered: false, reason: 'INTERNAL_ERROR (HTTP 500)', httpStatus: 500 });
    expect(await c.batch('LUMA', items)).toMatchObject({ answered: false, httpStatus: 200 });
    expect(await c.batch('LUMA', items)).toMatchObject({ answered: false, reason: 'timeout' });
    expect(await c.batch('OTHER', items)).toMatchObject({ answered: false, reason: 'no secret for this vendor' });
    expect(p.received).toHaveLength(4);
  });

  const winOf = (n: number) => ({ ...win, roundId: 'T1', playerId: String(n), txId: `T1-${n}-win`, betTxId: `T1-${n}-bet`, amount: n * 10 });

  it('settles a table: 1,000 wins saved once, sent as two batches of 500, each with its own answer', async () => {
    const p = await batchPlatform((calls) => ({
      body: { status: 'OK', results: calls.map((c) => (c.playerId === '3' ? { status: 'ROUND_NOT_FOUND' } : { status: 'OK', txId: c.txId, balance: 1 })) },
    }));
    const c = client(p.url);
    await c.start();
    const wins = Array.from({ length: 1000 }, (_, n) => winOf(n));
    const results = await c.settleMany('LUMA', wins);
    expect(p.received.map((r) => r.calls.length)).toEqual([500, 500]);
    expect(results.filter((r) => r.result === 'accepted')).toHaveLength(999);
    expect(results[3]).toMatchObject({ result: 'refused', response: { status: 'ROUND_NOT_FOUND' } });
    expect(c.pending()).toEqual([]);
    await c.stop();
  });

  /** A platform double answering `batch` as `batchAnswer` says and every single call OK, recording which path each txId took. */
  const mixedPlatform = async (batchAnswer: (n: number) => { code?: number; body: unknown } | 'results') => {
    const paths: string[] = [];
    let batches = 0;
    const app = Fastify();
    app.post<{ Params: { action: string }; Body: Record<string, unknown> & { calls?: Record<string, unknown>[] } }>(
      '/gw/v1/LUMA/:action',
      async (request, reply) => {
        if (request.params.action !== 'batch') {
          paths.push(`single:${String(request.body.txId)}`);
          return ok(request.body).body;
        }
        batches += 1;
        const answer = batchAnswer(batches);
        const calls = request.body.calls ?? [];
        if (answer !== 'results') return reply.code(answer.code ?? 200).send(answer.body);
        for (const c of calls) paths.push(`batch:${String(c.txId)}`);
        return { status: 'OK', results: calls.map((c) => ({ status: 'OK', txId: c.txId, balance: 1 })) };
      },
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    doubles.push(app);
    return { paths, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
  };

  it('keeps the wins a batch left undecided and retries them until acknowledged', async () => {
    const p = await mixedPlatform((n) => (n === 1 ? { code: 500, body: { status: 'INTERNAL_ERROR' } } : 'results'));
    const c = client(p.url);
    await c.start();
    const first = await c.settleMany('LUMA', [winOf(1), winOf(2)]);
    expect(first.map((r) => r.result)).toEqual(['pending', 'pending']);
    expect(c.pending().map((i) => [i.txId, i.attempts])).toEqual([
      ['T1-1-win', 1],
      ['T1-2-win', 1],
    ]);
    await waitFor(() => c.pending().length === 0);
    expect(p.paths).toEqual(['single:T1-1-win', 'single:T1-2-win']);
    await c.stop();
  });

  it('sends every win on its own to a platform that has the vendor on v1.0 (batch refused as a whole)', async () => {
    const p = await mixedPlatform(() => ({ body: { status: 'INVALID_REQUEST', message: 'UNKNOWN_ACTION' } }));
    const c = client(p.url);
    await c.start();
    const results = await c.settleMany('LUMA', [winOf(4), winOf(5)]);
    expect(results.map((r) => r.result)).toEqual(['accepted', 'accepted']);
    expect(p.paths.sort()).toEqual(['single:T1-4-win', 'single:T1-5-win']);
    expect(c.pending()).toEqual([]);
    await c.stop();
  });
});

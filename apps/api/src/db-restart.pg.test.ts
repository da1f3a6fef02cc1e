import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bgsPaths, encryptForServer, type MemberSession, type PublicKeyResponse, type WalletBalance } from '@gp/contracts';
import { demoVendorSecret, signVendorBody } from '@gp/contracts/node/vendor-signature';
import { createDb } from '@gp/db';
import { startPrivatePostgres, type PrivatePostgres, type StopMode } from '@gp/db/testing/private-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiChild, startStream, waitUntil, type Answer, type ApiChild, type Stream } from './db-restart.test-support';
import { freePort } from './testing/free-port';
import { postJournal } from './modules/money/ledger';
import { openHouseAccount, openMainWallet } from './modules/money/ledger';
import { databaseRetryAfterSeconds } from './plugins/error-handler';

/**
 * The API rides through a restart of its database: one API process over a private PostgreSQL
 * cluster (the shared server other files use must not restart), steady calls from a signed-in
 * player (reads, a transaction, a bet through the in-process game wallet and its group commit),
 * from visitors and from a vendor (signed wallet calls), while the cluster stops and starts in fast
 * and in immediate mode. Every player call gets an answer, 200 or 503 SERVICE_UNAVAILABLE, never a
 * 500; the vendor's get 200 or their retryable 500 INTERNAL_ERROR; /readyz says 503 while the
 * database is away and 200 soon after it is back; the same process serves throughout. The crash
 * loop and the settlement scheduler run in the child too, so their failing beats are part of it.
 */

const bound = { readyMs: 180_000, downMs: 30_000, backMs: 30_000 };
const vendorMaster = 'db-restart-test-master-secret-0123456789';
/** A seeded vendor: its credentials are derived from the master secret the child is given. */
const vendorCode = 'QUILLPLAY';

let server: PrivatePostgres;
let api: ApiChild;
let dataDir: string;
const streams: Stream[] = [];

beforeAll(async () => {
  server = await startPrivatePostgres();
  dataDir = mkdtempSync(join(tmpdir(), 'gp-db-restart-'));
  api = await startApiChild({
    port: await freePort(),
    readyWithinMs: bound.readyMs,
    env: {
      DATABASE_URL: server.url,
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      BGS_CRASH_LOOP: 'true',
      AGENT_SETTLEMENT_SCHEDULER: 'true',
      AGENT_SETTLEMENT_TICK_SECONDS: '1',
      DEMO_VENDOR_SECRET: vendorMaster,
    },
  });
}, bound.readyMs + 60_000);

afterAll(async () => {
  for (const stream of streams) await stream.stop();
  await api?.stop();
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const json = async <T>(path: string, init?: RequestInit): Promise<T> => {
  const res = await fetch(`${api.base}${path}`, init);
  const body = (await res.json()) as { code: string; value: T };
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body.value;
};

/** The seeded demo player, signed in through the real (encrypted) login, with money to bet. */
const signInDemoPlayer = async (): Promise<{ token: string; memberId: string }> => {
  const key = await json<PublicKeyResponse>('/wps/system/publicKey');
  const sealed = await encryptForServer(key, { type: 'username', username: 'demo01', password: 'Player2026', portal: 'player' });
  const session = await json<MemberSession>('/wps/session/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(sealed),
  });
  const auth = { authorization: `Bearer ${session.token}` };
  const { currency } = await json<WalletBalance>('/wps/v2/wallets/balance', { headers: auth });
  const database = await createDb({ kind: 'postgres', url: server.url, poolSize: 2 });
  try {
    const memberId = BigInt(session.member.id);
    const wallet = await openMainWallet(database.db, { id: memberId, isAgent: false }, currency);
    const house = await openHouseAccount(database.db, 'house_payment', currency, 'RESTARTTEST');
    await postJournal(database.db, {
      idempotencyKey: 'db-restart-test:funding',
      kind: 'deposit',
      legs: [
        { accountId: house.id, amount: -100_000_000n },
        { accountId: wallet.id, amount: 100_000_000n },
      ],
      metadata: { reference: 'DB-RESTART-TEST' },
    });
  } finally {
    await database.close();
  }
  return { token: session.token, memberId: String(session.member.id) };
};

/** A vendor's balance call for a session that does not exist: normally a refusal (HTTP 200), and it reads the database. */
const vendorBalanceCall = (memberId: string) => (): RequestInit => {
  const body = JSON.stringify({ requestId: randomUUID(), timestamp: Date.now(), playerId: memberId, sessionToken: 'no-such-session' });
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': signVendorBody(demoVendorSecret(vendorMaster, vendorCode), body) },
    body,
  };
};

const since = (stream: Stream, at: number) => stream.answers.filter((a) => a.at >= at);
const answeredOk = (stream: Stream, at: number) => since(stream, at).some((a) => a.status === 200);
/** Several refusals since `at`, so the outage is a steady state, not one unlucky call. */
const refusals = (stream: Stream, at: number, status: number) => since(stream, at).filter((a) => a.status === status).length >= 3;
const describeAnswers = (answers: Answer[]) =>
  answers.map((a) => `${a.stream} ${a.path} ${a.status} ${a.code ?? ''} retry-after=${a.retryAfter ?? ''}`).join('\n');

describe('the API when its PostgreSQL restarts', () => {
  it('answers every call with 200 or 503, reports not ready while the database is away, and serves again in the same process', async () => {
    const { token, memberId } = await signInDemoPlayer();
    const pid = api.pid;
    const member = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const limits = { maxCalls: 20_000, maxMs: 600_000 };
    const ready = startStream(api.base, 'ready', [{ path: '/readyz' }], { ...limits, pauseMs: 50 });
    const visitor = startStream(api.base, 'visitor', [{ path: '/lgw/games/game_menus' }, { path: '/wps/system/status' }], { ...limits, pauseMs: 25 });
    const balance = startStream(api.base, 'balance', [{ path: '/wps/v2/wallets/balance', init: { headers: member } }], { ...limits, pauseMs: 25 });
    const play = startStream(
      api.base,
      'play',
      [
        {
          path: bgsPaths.diceBet,
          init: { method: 'POST', headers: member, body: JSON.stringify({ gameCode: 'HOUSE_DICE_0001', amount: 10, target: 50, direction: 'under' }) },
        },
        // A transaction with a row lock (the seed pair), open when the server goes.
        { path: bgsPaths.rotateSeed, init: { method: 'POST', headers: member, body: JSON.stringify({}) } },
      ],
      { ...limits, pauseMs: 25 },
    );
    const vendor = startStream(api.base, 'vendor', [{ path: `/gw/v1/${vendorCode}/balance`, init: vendorBalanceCall(memberId) }], { ...limits, pauseMs: 25 });
    streams.push(ready, visitor, balance, play, vendor);
    const all = [ready, visitor, balance, play, vendor];
    const recoverySeconds: Record<string, number> = {};

    /** Every stream has had a 200 since `at`: the process serves all of it again. */
    const allServing = (at: number) => waitUntil(() => all.every((s) => answeredOk(s, at)), bound.backMs);

    expect(await allServing(Date.now()), describeAnswers(all.flatMap((s) => s.answers.slice(-5)))).toBe(true);

    for (const mode of ['fast', 'immediate'] satisfies StopMode[]) {
      await server.stop(mode);
      const down = Date.now();
      // While it is away: /readyz says so, and the player's calls are refused cleanly.
      const noticed = await waitUntil(
        () => refusals(ready, down, 503) && refusals(balance, down, 503) && refusals(play, down, 503) && refusals(vendor, down, 500),
        bound.downMs,
      );
      expect(noticed, `${mode}: 503s while down\n${describeAnswers(all.flatMap((s) => since(s, down).slice(-5)))}`).toBe(true);
      await server.start();
      const up = Date.now();
      expect(await waitUntil(() => answeredOk(ready, up), bound.backMs), `${mode}: /readyz 200 again\n${api.output()}`).toBe(true);
      recoverySeconds[mode] = ((ready.answers.find((a) => a.at >= up && a.status === 200)?.at ?? up) - up) / 1000;
      expect(await allServing(up), `${mode}: all streams served again\n${describeAnswers(all.flatMap((s) => since(s, up).slice(-5)))}`).toBe(true);
    }

    // Back-to-back restarts, whatever is in flight at that moment.
    for (const mode of ['fast', 'immediate'] satisfies StopMode[]) {
      await server.restart(mode);
      expect(await allServing(Date.now()), `${mode} restart: all streams served again`).toBe(true);
    }

    for (const stream of all) await stream.stop();
    const answers = all.flatMap((s) => s.answers);
    const notOk = answers.filter((a) => a.status !== 200);
    console.log(`${answers.length} calls, ${notOk.length} refused (503, the vendor's 500); /readyz 200 again after ${JSON.stringify(recoverySeconds)} s`);

    expect(describeAnswers(answers.filter((a) => a.status === 'lost'))).toBe('');
    const expected = (a: Answer): boolean => {
      if (a.stream === 'ready') return a.status === 503 && a.code === 'NOT_READY';
      if (a.stream === 'vendor') return a.status === 500 && a.code === 'INTERNAL_ERROR';
      return a.status === 503 && a.code === 'SERVICE_UNAVAILABLE' && a.retryAfter === String(databaseRetryAfterSeconds);
    };
    const wrong = notOk.filter((a) => !expected(a));
    expect(describeAnswers(wrong), api.output()).toBe('');

    // The same process answered throughout and still runs.
    expect(api.exit()).toBeNull();
    expect(api.pid).toBe(pid);
    expect(() => process.kill(pid, 0)).not.toThrow();
    expect(api.output()).not.toContain('stopping after an error');
  }, 600_000);
});

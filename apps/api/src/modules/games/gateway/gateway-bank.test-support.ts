import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import type { VendorWalletAction, VendorWalletResponse } from '@gp/contracts';
import { demoVendorSecret, signVendorBody } from '@gp/contracts/node/vendor-signature';
import type { Executor } from '@gp/db';
import { sql } from 'kysely';
import { hashToken, newToken } from '../../../lib/tokens';
import { postJournal } from '../../money/ledger';
import { openHouseAccount, openMainWallet } from '../../money/ledger';

/**
 * Support for gateway-bank.pg.test.ts: the real API as a child process that can be SIGKILLed and
 * restarted, a vendor-side wallet client that retries like a real vendor, and direct inserts for
 * what the test needs before the first call (vendors with their credentials, members, deposits,
 * launch tokens). Money still moves only through the ledger.
 */

const root = resolve(import.meta.dirname, '../../../../../..');
export const bankCurrency = 'INR';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type ApiProcess = {
  base: string;
  /** SIGKILL: in-flight requests and open transactions die with the process. */
  kill: () => Promise<void>;
  start: () => Promise<void>;
  /** SIGTERM and wait for a clean exit. */
  stop: () => Promise<void>;
  /** SIGKILL for good: a start still under way (a failed test's restart loop) starts nothing more. */
  dispose: () => Promise<void>;
  /** Everything the processes wrote to stderr (a crash report shows up here). */
  stderr: () => string;
  /** Seconds each start took until /readyz answered. */
  startSeconds: () => number[];
  /** How often the process ended without being told to (a database restart must never do that). */
  unexpectedExits: () => number;
};

/**
 * `apps/api/src/main.ts` under tsx as `node --import tsx` (not npx, whose wrapper would survive a
 * SIGKILL of its own pid). `applicationName` tags its database sessions so the test can wait until
 * a killed process has none left.
 */
export const apiProcess = (options: { databaseUrl: string; applicationName: string; port: number; env: Record<string, string> }): ApiProcess => {
  const base = `http://127.0.0.1:${options.port}`;
  const url = new URL(options.databaseUrl);
  url.searchParams.set('application_name', options.applicationName);
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let errors = '';
  const startSeconds: number[] = [];

  let disposed = false;
  let unexpected = 0;
  let signalled = false;

  const start = async () => {
    if (disposed) throw new Error('the API process was disposed');
    const started = performance.now();
    const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        ...options.env,
        DATABASE_URL: url.toString(),
        PORT: String(options.port),
        HOST: '127.0.0.1',
        SERVE_STATIC: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child = proc;
    signalled = false;
    proc.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    exited = new Promise((done) =>
      proc.once('exit', () => {
        if (!signalled) unexpected += 1;
        done();
      }),
    );
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (proc.exitCode !== null) throw new Error(`the API exited with ${proc.exitCode} while starting:\n${errors}`);
      if (
        await fetch(`${base}/readyz`).then(
          (r) => r.ok,
          () => false,
        )
      ) {
        startSeconds.push((performance.now() - started) / 1000);
        return;
      }
      await sleep(50);
    }
    throw new Error(`the API did not become ready in 60 s:\n${errors}`);
  };
  const signal = async (name: NodeJS.Signals) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    signalled = true;
    child.kill(name);
    await exited;
  };
  const dispose = async () => {
    disposed = true;
    await signal('SIGKILL');
  };
  return {
    base,
    start,
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
    dispose,
    stderr: () => errors,
    startSeconds: () => [...startSeconds],
    unexpectedExits: () => unexpected,
  };
};

/** Waits until the server has closed every session of a killed process: nothing of it can commit later. */
export const waitForSessionsGone = async (db: Executor, applicationName: string): Promise<void> => {
  for (let i = 0; i < 400; i += 1) {
    const { rows } = await sql<{ n: number }>`select count(*)::int4 as n from pg_stat_activity where application_name = ${applicationName}`.execute(db);
    if (rows[0]?.n === 0) return;
    await sleep(50);
  }
  throw new Error('the killed API still has database sessions');
};

/** A seamless vendor with one game and its credentials: secret = demoVendorSecret(master, code), any IP. */
export const addBankVendor = async (db: Executor, code: string, master: string) => {
  const vendor = await db
    .insertInto('catalog_vendors')
    .values({
      code,
      display_name: `${code} Games`,
      display_names: JSON.stringify({}),
      game_type: 'RNG',
      logo_url: '',
      wallet_mode: 'seamless',
      updated_at: new Date(),
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  const gameCode = `${code}-SLOT`;
  const game = await db
    .insertInto('catalog_games')
    .values({
      vendor_id: vendor.id,
      vassalage: code,
      game_type: 'RNG',
      game_code: gameCode,
      game_name: `${code} Slot`,
      display_names: JSON.stringify({}),
      icon_url: '',
      search_text: `${code} slot`.toLowerCase(),
      updated_at: new Date(),
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  const secret = demoVendorSecret(master, code);
  await db.insertInto('game_vendor_credentials').values({ vendor_id: vendor.id, secret, ip_allow_list: [], launch_url: '' }).execute();
  return { code, vendorId: vendor.id, gameId: game.id, gameCode, secret };
};

export type BankVendor = Awaited<ReturnType<typeof addBankVendor>>;

/** A plain player (no login needed: the vendor reaches it through a launch token) with its main wallet. */
export const addBankMember = async (db: Executor, account: string): Promise<bigint> => {
  const row = await db
    .insertInto('members')
    .values({
      account,
      nickname: account,
      password_hash: 'not-used-by-this-test',
      register_method: 'staff',
      profile: '{}',
      password_changed_at: new Date(),
      created_at: new Date(),
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  await openMainWallet(db, { id: row.id, isAgent: false }, bankCurrency);
  return row.id;
};

/** A deposit journal from a payment house account, as the cashier posts one. */
export const depositTo = async (db: Executor, memberId: bigint, amount: bigint): Promise<void> => {
  const wallet = await openMainWallet(db, { id: memberId, isAgent: false }, bankCurrency);
  const house = await openHouseAccount(db, 'house_payment', bankCurrency, 'BANKTEST');
  await postJournal(db, {
    idempotencyKey: `bank-deposit:${randomUUID()}`,
    kind: 'deposit',
    legs: [
      { accountId: house.id, amount: -amount },
      { accountId: wallet.id, amount },
    ],
    metadata: { reference: `BANK-${memberId}` },
  });
};

/** A launch token as `/wps/game/launchGame` would store it (hashed, 60 s, single use). */
export const issueLaunchToken = async (db: Executor, memberId: bigint, vendor: BankVendor): Promise<string> => {
  const token = newToken();
  await db
    .insertInto('game_launch_tokens')
    .values({
      token_hash: hashToken(token),
      member_id: memberId,
      vendor_id: vendor.vendorId,
      game_id: vendor.gameId,
      currency: bankCurrency,
      language: 'en',
      expires_at: new Date(Date.now() + 60_000),
    })
    .execute();
  return token;
};

export type WalletAnswer = { kind: 'answer'; httpStatus: number; body: VendorWalletResponse } | { kind: 'lost'; reason: string };

/** A retryable outcome: no answer at all, or INTERNAL_ERROR (the only retryable status). */
const isDefinitive = (answer: Extract<WalletAnswer, { kind: 'answer' }>): boolean => answer.httpStatus !== 500 && answer.body.status !== 'INTERNAL_ERROR';

/**
 * The vendor side of the wallet API: signs each body with the vendor's secret. `prepare` fixes the
 * body (requestId, timestamp) once, so every retry of that request sends the same bytes, as a real
 * vendor retrying with the same txId does.
 */
export const vendorClient = (base: string, vendor: BankVendor) => {
  const prepare = (body: Record<string, unknown>): string => JSON.stringify({ requestId: randomUUID(), timestamp: Date.now(), ...body });

  /** One attempt; `timeoutMs` plays a vendor that stops waiting (the request may still be served). */
  const sendOnce = async (action: VendorWalletAction, raw: string, timeoutMs = 10_000): Promise<WalletAnswer> => {
    try {
      const res = await fetch(`${base}/gw/v1/${vendor.code}/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signVendorBody(vendor.secret, raw) },
        body: raw,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.text();
      try {
        return { kind: 'answer', httpStatus: res.status, body: JSON.parse(text) as VendorWalletResponse };
      } catch {
        // A process killed mid-response, or a proxy page: not an answer from the wallet.
        return { kind: 'lost', reason: `HTTP ${res.status} ${text.slice(0, 80)}` };
      }
    } catch (error) {
      return { kind: 'lost', reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    }
  };

  /**
   * Retries the same bytes with backoff until the platform gives a definitive answer; gives up only
   * after `patienceMs` without one (a platform that never comes back is a failure, a slow one is not).
   */
  const sendUntilDefinitive = async (action: VendorWalletAction, raw: string, stats: { retries: number }, patienceMs = 90_000) => {
    const giveUpAt = Date.now() + patienceMs;
    for (let attempt = 0; ; attempt += 1) {
      const answer = await sendOnce(action, raw);
      if (answer.kind === 'answer' && isDefinitive(answer)) return answer.body;
      if (Date.now() > giveUpAt) throw new Error(`${vendor.code} ${action} never got a definitive answer: ${JSON.stringify(answer)}`);
      stats.retries += 1;
      await sleep(Math.min(500, 10 * 2 ** attempt) * (0.5 + Math.random()));
    }
  };

  return { vendor, prepare, sendOnce, sendUntilDefinitive };
};

export type VendorClient = ReturnType<typeof vendorClient>;

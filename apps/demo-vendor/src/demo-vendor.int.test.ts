import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLaunchToken } from './testing/launch-token';
import { findMainWallet } from '../../api/src/modules/money/ledger';
import { currency, fundMember, newMember, type TestMember } from '../../api/src/modules/money/wallet/wallet.test-support';
import { seedCatalog } from '../../api/src/seed/catalog.seed';
import { seedGameVendors } from '../../api/src/seed/game-vendors.seed';
import { bearer, createTestApp, type TestApp } from '../../api/src/testing/test-app';
import { buildDemoVendor, type DemoVendor } from './server';

/**
 * The demo vendor against the real API over HTTP: the seeded credentials, a launch token exchanged
 * through `authenticate`, and slot spins whose bet and win go through the real gateway, ledger and
 * rounds.
 */

let t: TestApp;
let vendor: DemoVendor;
let vendorUrl: string;
let member: TestMember;
const master = randomBytes(32).toString('hex');

beforeAll(async () => {
  t = await createTestApp({ DEMO_VENDOR_SECRET: master });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const platformUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  vendor = await buildDemoVendor({ platformUrl, masterSecret: master, logLevel: 'warn' });
  await vendor.app.listen({ host: '127.0.0.1', port: 0 });
  vendorUrl = `http://127.0.0.1:${(vendor.app.server.address() as AddressInfo).port}`;
  // Ten games a vendor: an RNG vendor's single-player roulette and baccarat are its games 10 and 5.
  await seedCatalog(t.database.db, { gamesPerVendor: 10 });
  await seedGameVendors(t.database.db, { url: vendorUrl, masterSecret: master });
  member = await newMember(t);
  await fundMember(t, member, 15_000);
});

afterAll(async () => {
  await vendor?.app.close();
  await t?.close();
});

const launchToken = (gameCode: string): Promise<string> => issueLaunchToken(t.database.db, { memberId: member.id, gameCode, currency });

const launchUrlFor = async (vendorCode: string, gameCode: string, token: string) => {
  const row = await t.database.db
    .selectFrom('game_vendor_credentials as c')
    .innerJoin('catalog_vendors as v', 'v.id', 'c.vendor_id')
    .select('c.launch_url')
    .where('v.code', '=', vendorCode)
    .executeTakeFirstOrThrow();
  return row.launch_url
    .replace('{vendorCode}', vendorCode)
    .replace('{gameCode}', gameCode)
    .replace('{launchToken}', encodeURIComponent(token))
    .replace('{language}', 'en')
    .replace('{lobbyUrl}', encodeURIComponent('http://127.0.0.1/lobby'))
    .replace('{mode}', 'real');
};

const mainBalance = async (): Promise<bigint> => (await findMainWallet(t.database.db, member.holder, currency))?.balance ?? 0n;

describe('demo vendor against the real API', () => {
  let sid = '';

  it('opens a game from the seeded launch URL: authenticate exchanges the token once', async () => {
    const token = await launchToken('LUMA_0002');
    const url = await launchUrlFor('LUMA', 'LUMA_0002', token);
    expect(url.startsWith(`${vendorUrl}/play?`)).toBe(true);
    const res = await fetch(url, { redirect: 'manual' });
    expect(res.status).toBe(303);
    sid = res.headers.get('location')!.replace('/game/', '');
    const page = await (await fetch(`${vendorUrl}/game/${sid}`)).text();
    expect(page).toContain('data-testid="balance">150.00<');
    expect(page).toContain('href="http://127.0.0.1/lobby"');

    const auth = vendor.callLog.latest(1)[0]!;
    expect(auth).toMatchObject({ action: 'authenticate', response: { status: 'OK', playerId: String(member.id), currency } });
    expect(String((auth.response as { sessionToken: string }).sessionToken)).toContain('…');

    // The token is single use.
    const again = await fetch(url, { redirect: 'manual' });
    expect(again.status).toBe(401);
  });

  it('plays a slot spin: bet then win through the gateway, the ledger and a closed round', async () => {
    const res = await fetch(`${vendorUrl}/api/${sid}/round`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lines: 20, lineBet: 10 }),
    });
    const answer = (await res.json()) as { ok: boolean; balance: number; totalBet: number; totalWin: number; roundId: string; winPending: boolean };
    expect(answer).toMatchObject({ ok: true, totalBet: 200, winPending: false });
    expect(answer.balance).toBe(15_000 - 200 + answer.totalWin);
    expect(await mainBalance()).toBe(BigInt(answer.balance));

    const round = await t.database.db.selectFrom('game_rounds').selectAll().where('round_id', '=', answer.roundId).executeTakeFirstOrThrow();
    expect(round).toMatchObject({ member_id: member.id, game_code: 'LUMA_0002', status: 'closed', bet_amount: 200n, win_amount: BigInt(answer.totalWin) });
    const txs = await t.database.db
      .selectFrom('game_transactions')
      .select(['action', 'tx_id', 'amount'])
      .where('round_id', '=', answer.roundId)
      .orderBy('id')
      .execute();
    expect(txs).toEqual([
      { action: 'bet', tx_id: `${answer.roundId}-bet`, amount: 200n },
      { action: 'win', tx_id: `${answer.roundId}-win`, amount: BigInt(answer.totalWin) },
    ]);

    const calls = vendor.callLog.latest(3).map((c) => [c.action, (c.response as { status: string }).status]);
    expect(calls).toEqual([
      ['win', 'OK'],
      ['bet', 'OK'],
      ['authenticate', 'INVALID_TOKEN'],
    ]);
  });

  it('shows the platform refusing a bet larger than the balance, and takes nothing', async () => {
    const before = await mainBalance();
    const res = await fetch(`${vendorUrl}/api/${sid}/round`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lines: 20, lineBet: 1000 }),
    });
    const answer = (await res.json()) as { ok: boolean; code: string; balance: number; message: string };
    expect(answer).toMatchObject({ ok: false, code: 'INSUFFICIENT_FUNDS', balance: Number(before), message: 'Insufficient funds.' });
    expect(await mainBalance()).toBe(before);
    const rounds = await t.database.db
      .selectFrom('game_rounds')
      .select(sql<number>`count(*)::int4`.as('n'))
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(rounds.n).toBe(1);
  });

  it('opens games from the platform launch calls: a real launch plays for money, a demo launch never reaches the wallet', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: bearer(member.token),
      payload: { vendor: 'LUMA', gameCode: 'LUMA_0003', lobbyUrl: 'http://127.0.0.1/lobby' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const launch = res.json().value as { url: string; mode: string };
    expect(launch.mode).toBe('real');
    const open = await fetch(launch.url, { redirect: 'manual' });
    expect(open.status).toBe(303);
    const id = open.headers.get('location')!.replace('/game/', '');
    const before = await mainBalance();
    const answer = (await (
      await fetch(`${vendorUrl}/api/${id}/round`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lines: 10, lineBet: 20 }),
      })
    ).json()) as { ok: boolean; totalWin: number };
    expect(answer.ok).toBe(true);
    expect(await mainBalance()).toBe(before - 200n + BigInt(answer.totalWin));

    const demo = await t.app.inject({ method: 'POST', url: '/wps/game/launchDemo', payload: { vendor: 'LUMA', gameCode: 'LUMA_0003' } });
    expect(demo.statusCode, demo.body).toBe(200);
    const calls = vendor.callLog.latest().length;
    const demoOpen = await fetch((demo.json().value as { url: string }).url, { redirect: 'manual' });
    expect(demoOpen.status).toBe(303);
    const demoId = demoOpen.headers.get('location')!.replace('/game/', '');
    const spin = (await (
      await fetch(`${vendorUrl}/api/${demoId}/round`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lines: 20, lineBet: 10 }),
      })
    ).json()) as { ok: boolean; currency: string };
    expect(spin).toMatchObject({ ok: true, currency: 'FUN' });
    expect(vendor.callLog.latest().length).toBe(calls);
  });

  it("plays an RNG vendor's single-player roulette and baccarat with real money too", async () => {
    const rng = await t.database.db
      .selectFrom('catalog_vendors')
      .select('code')
      .where('game_type', '=', 'RNG')
      .where('maintenance', '=', false)
      .where('enabled', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const [gameCode, body] of [
      [
        `${rng.code}_0010`,
        {
          bets: [
            { kind: 'red', target: 0, amount: 100 },
            { kind: 'straight', target: 17, amount: 100 },
          ],
        },
      ],
      [`${rng.code}_0005`, { bets: [{ kind: 'banker', amount: 200 }] }],
    ] as const) {
      const token = await launchToken(gameCode);
      const open = await fetch(await launchUrlFor(rng.code, gameCode, token), { redirect: 'manual' });
      expect(open.status, gameCode).toBe(303);
      const id = open.headers.get('location')!.replace('/game/', '');
      const before = await mainBalance();
      const answer = (await (
        await fetch(`${vendorUrl}/api/${id}/round`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      ).json()) as { ok: boolean; balance: number; totalBet: number; totalWin: number };
      expect(answer.ok, gameCode).toBe(true);
      expect(await mainBalance()).toBe(before - BigInt(answer.totalBet) + BigInt(answer.totalWin));
    }
  });
});

import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  betReturn,
  potentialReturn,
  probabilitiesFromOdds,
  type BettingRecordPage,
  type BettingRound,
  type BoRoundDetail,
  type LegOutcome,
  type SportsBetDetails,
} from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLaunchToken } from '../../testing/launch-token';
import { findMainWallet } from '../../../../api/src/modules/money/ledger';
import { currency, fundMember, newMember, type TestMember } from '../../../../api/src/modules/money/wallet/wallet.test-support';
import { seedCatalog } from '../../../../api/src/seed/catalog.seed';
import { seedGameVendors } from '../../../../api/src/seed/game-vendors.seed';
import { bearer, createTestApp, type TestApp } from '../../../../api/src/testing/test-app';
import { buildDemoVendor, type DemoVendor } from '../../server';
import type { VendorSession } from '../../sessions';
import { createWalletClient } from '../../wallet-client';
import { manualClock } from '../feed/clock';
import { defaultFeedConfig, createSportsFeed } from '../feed/feed';
import { endOf, offeredAt, upcoming, changeAhead, type Offered } from './book.test-support';
import { createBookTestDb } from './book-test-db';
import { setMemberLimits } from './bet-repository';
import type { BookDatabase } from './database';
import { createOutbox } from './outbox';
import { createPlacement } from './placement';
import type { BetView } from './views';

/**
 * The sportsbook against the real platform over HTTP: sessions opened through `authenticate`,
 * stakes taken with `bet`, settlements paid through the outbox with `win` and `adjust`, all through
 * the real gateway, ledger and rounds. The feed runs on a manual clock the tests move forward; every
 * scenario (a goal in a delay, a corrected result) is looked up in the feed's deterministic future.
 */

let t: TestApp;
let vendor: DemoVendor;
let vendorUrl: string;
let platformUrl: string;
let member: TestMember;
let book: BookDatabase;
const master = randomBytes(32).toString('hex');
const clock = manualClock(Date.UTC(2025, 0, 14, 12, 0));
const feed = createSportsFeed(defaultFeedConfig, clock);
const delayMs = 5_000;

beforeAll(async () => {
  t = await createTestApp({ DEMO_VENDOR_SECRET: master });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  platformUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  book = await createBookTestDb();
  vendor = await buildDemoVendor({
    platformUrl,
    masterSecret: master,
    logLevel: 'warn',
    sportsbook: { database: book, feed, jobs: false, config: { inPlayDelayMs: delayMs, concurrency: 8 } },
  });
  await vendor.app.listen({ host: '127.0.0.1', port: 0 });
  vendorUrl = `http://127.0.0.1:${(vendor.app.server.address() as AddressInfo).port}`;
  await seedCatalog(t.database.db, { gamesPerVendor: 3 });
  await seedGameVendors(t.database.db, { url: vendorUrl, masterSecret: master });
  // A vendor still on wallet API 1.0: its sportsbook cannot adjust.
  await t.database.db.updateTable('catalog_vendors').set({ wallet_api_version: '1.0' }).where('code', '=', 'GOALPOST').execute();
  member = await newMember(t);
  await fundMember(t, member, 5_000_000);
});

afterAll(async () => {
  await vendor?.app.close();
  await book?.close();
  await t?.close();
});

const sportsbook = () => vendor.sportsbook!;

const openSession = async (vendorCode: string, who: TestMember = member, language = 'en', url = vendorUrl): Promise<string> => {
  const gameCode = `${vendorCode}_0001`;
  const token = await issueLaunchToken(t.database.db, { memberId: who.id, gameCode, currency, language });
  const res = await fetch(`${url}/play?vendor=${vendorCode}&game=${gameCode}&token=${encodeURIComponent(token)}&lang=${language}&mode=real`, {
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return res.headers.get('location')!.replace('/game/', '').split('?')[0]!;
};

type Answer = {
  ok: boolean;
  code?: string;
  details?: Record<string, unknown>;
  bet?: BetView;
  balance?: number | null;
  price?: number;
  amount?: number;
  paid?: boolean;
};

const api = async (
  sid: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  url = vendorUrl,
): Promise<{ status: number; body: Answer & Record<string, unknown> }> => {
  const res = await fetch(`${url}/sports/api${path}`, {
    method,
    headers: { 'x-vendor-session': sid, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Answer & Record<string, unknown> };
};

const place = (sid: string, legs: readonly Pick<Offered, 'selectionId' | 'odds'>[], stake: number, oddsPolicy = 'none') =>
  api(sid, 'POST', '/bets', { stake, oddsPolicy, legs: legs.map((l) => ({ selectionId: l.selectionId, odds: l.odds })) });

const mainBalance = async (): Promise<bigint> => (await findMainWallet(t.database.db, member.holder, currency))?.balance ?? 0n;

const walletTxs = (roundId: string) =>
  t.database.db.selectFrom('game_transactions').select(['action', 'tx_id', 'amount']).where('round_id', '=', roundId).orderBy('id').execute();

/** The details a bet's wallet calls carried, as the outbox recorded them, by txId. */
const recordedDetails = async (betId: string): Promise<Map<string, SportsBetDetails | undefined>> => {
  const calls = await sportsbook().db.selectFrom('sportsbook.wallet_calls').select(['tx_id', 'body']).where('bet_id', '=', betId).execute();
  return new Map(calls.map((c) => [c.tx_id, c.body.details as SportsBetDetails | undefined]));
};

/** The platform's latest details of a round (the bet's id): what its record and explorer show. */
const platformDetails = async (roundId: string): Promise<unknown> =>
  (
    await t.database.db
      .selectFrom('game_round_details as d')
      .innerJoin('game_rounds as r', 'r.id', 'd.round_pk')
      .select('d.details')
      .where('r.round_id', '=', roundId)
      .executeTakeFirst()
  )?.details;

/** A round in the player's betting record (`GET /wps/member/bettingRecord`). */
const recordOf = async (who: TestMember, roundId: string): Promise<BettingRound | undefined> => {
  const res = await t.app.inject({ method: 'GET', url: '/wps/member/bettingRecord?pageSize=100', headers: bearer(who.token) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { value: BettingRecordPage }).value.content.find((r) => r.roundId === roundId);
};

const settleAll = async () => {
  const run = await sportsbook().settlement.runOnce();
  await sportsbook().outbox.drain();
  return run;
};

/** A live match's main selection, open `before` ms ahead of an event of this kind (searched in the feed's future). */
const momentBefore = (sport: 'football' | 'basketball', kind: string, before: number, from: number) => {
  for (let at = from; at < from + 12 * 3_600_000; at += 300_000) {
    for (const f of feed.at(at).fixtures({ sport, status: 'live' })) {
      const events = feed
        .at(at + 300_000)
        .match(f.id)!
        .events.filter((e) => e.kind === kind && e.at > at && e.at <= at + 300_000);
      for (const e of events) {
        const placeAt = e.at - before;
        const selection = feed
          .at(placeAt)
          .match(f.id)
          ?.markets.find((m) => m.main && m.status === 'open')?.selections[0];
        if (selection && feed.at(placeAt).quote(selection.id)?.status === 'open') return { at: placeAt, selectionId: selection.id, odds: selection.odds };
      }
    }
  }
  throw new Error(`no ${kind} ahead in ${sport}`);
};

describe('sportsbook bets against the real platform', () => {
  let sid = '';

  it('places a pre-match single: the stake goes through bet, and the bet opens', async () => {
    sid = await openSession('FIELDLINE');
    const match = upcoming(feed, clock.now(), 'football')[0]!;
    const selection = offeredAt(feed, match.id, clock.now(), clock.now())[0]!;
    const before = await mainBalance();
    const { status, body } = await place(sid, [selection], 1_000);
    expect(status).toBe(200);
    expect(body.ok, JSON.stringify(body)).toBe(true);
    const bet = body.bet!;
    expect(bet).toMatchObject({ kind: 'single', status: 'open', stake: 1_000, potentialReturn: potentialReturn(1_000, [selection]), inPlay: false });
    expect(bet.legs[0]).toMatchObject({ selectionId: selection.selectionId, odds: selection.odds, eventId: match.id });
    expect(await mainBalance()).toBe(before - 1_000n);
    expect(body.balance).toBe(Number(before - 1_000n));
    expect(await walletTxs(bet.id)).toEqual([{ action: 'bet', tx_id: `bet-${bet.id}`, amount: 1_000n }]);

    const one = await api(sid, 'GET', `/bets/${bet.id}`);
    expect(one.body.bet).toMatchObject({ id: bet.id, status: 'open' });
    const open = await api(sid, 'GET', '/bets?status=open');
    expect((open.body.bets as BetView[]).map((b) => b.id)).toContain(bet.id);
    const other = await openSession('PITCHPRO');
    expect((await api(other, 'GET', `/bets/${bet.id}`)).status).toBe(404);
  });

  it('refuses each rule with its code, and takes nothing', async () => {
    const now = clock.now();
    const [a, b] = upcoming(feed, now, 'football');
    const offeredA = offeredAt(feed, a!.id, now, now);
    const offeredB = offeredAt(feed, b!.id, now, now);
    const before = await mainBalance();
    const code = async (legs: readonly Pick<Offered, 'selectionId' | 'odds'>[], stake: number, policy = 'none') =>
      (await place(sid, legs, stake, policy)).body.code;

    expect((await api(sid, 'POST', '/bets', { stake: 'ten', legs: [] })).status).toBe(400);
    expect((await api('no-such-session', 'POST', '/bets', { stake: 100, legs: [offeredA[0]] })).body.code).toBe('SESSION');
    expect(await code([{ selectionId: 'm-20250114-football-premier-99:1x2:home', odds: 2000 }], 1_000)).toBe('UNKNOWN_SELECTION');
    expect(await code([{ selectionId: 'nonsense', odds: 2000 }], 1_000)).toBe('UNKNOWN_SELECTION');
    // A line the feed does not offer now is a closed market.
    expect(await code([{ selectionId: `${a!.id}:ah:-40:home`, odds: 2000 }], 1_000)).toBe('MARKET_CLOSED');
    expect(await code([offeredA[0]!, offeredA[1]!], 1_000)).toBe('SAME_EVENT');
    expect(await code([offeredA[0]!], 99)).toBe('STAKE_TOO_LOW');
    expect(await code([offeredA[0]!], 500_001)).toBe('STAKE_TOO_HIGH');
    expect(await code([offeredA[0]!, offeredB[0]!], 200_001)).toBe('STAKE_TOO_HIGH');
    const longShot = offeredA.filter((s) => s.marketKey === 'cs').sort((x, y) => y.odds - x.odds)[0]!;
    const payout = await place(sid, [longShot], 100_000);
    expect(payout.body).toMatchObject({ ok: false, code: 'PAYOUT_TOO_HIGH', details: { limits: { maxPayout: 5_000_000 } } });
    const tooMany = upcoming(feed, now, 'football', 48 * 3_600_000)
      .slice(0, 11)
      .map((f) => offeredAt(feed, f.id, now, now)[0]!);
    expect(tooMany).toHaveLength(11);
    expect(await code(tooMany, 1_000)).toBe('TOO_MANY_LEGS');
    const outright = feed.at(now).outrights({ sport: 'football' })[0]!;
    const outrightPick = { selectionId: outright.market.selections[0]!.id, odds: outright.market.selections[0]!.odds };
    expect(await code([outrightPick, offeredA[0]!], 1_000)).toBe('OUTRIGHT_IN_PARLAY');

    // The member's own limits tighten the book's.
    const playerId = String(member.id);
    await setMemberLimits(sportsbook().db, 'FIELDLINE', playerId, { minStake: null, maxStake: 5_000, maxPayout: null });
    expect(await code([offeredA[0]!], 5_001)).toBe('STAKE_TOO_HIGH');
    await setMemberLimits(sportsbook().db, 'FIELDLINE', playerId, { minStake: null, maxStake: null, maxPayout: null });

    // The wallet's refusal comes back as the bet's.
    const poor = await newMember(t);
    await fundMember(t, poor, 500);
    const poorSid = await openSession('FIELDLINE', poor);
    expect((await place(poorSid, [offeredA[0]!], 1_000)).body).toMatchObject({ ok: false, code: 'INSUFFICIENT_FUNDS', details: { balance: 500 } });
    expect(await mainBalance()).toBe(before);

    // Demo sessions play fun money the book does not hold.
    const demo = await fetch(`${vendorUrl}/play?vendor=FIELDLINE&game=FIELDLINE_0001&mode=demo`, { redirect: 'manual' });
    const demoSid = demo.headers.get('location')!.replace('/game/', '').split('?')[0]!;
    expect((await place(demoSid, [offeredA[0]!], 1_000)).body.code).toBe('REAL_MONEY_ONLY');
  });

  it('follows the odds-change policy the player chose: any, higher or none', async () => {
    const now = clock.now();
    const [a] = upcoming(feed, now, 'football');
    const pick = offeredAt(feed, a!.id, now, now).find((o) => o.marketKey === '1x2')!;
    const seenHigher = { ...pick, odds: pick.odds + 10 };
    const seenLower = { ...pick, odds: pick.odds - 10 };
    expect((await place(sid, [seenHigher], 1_000, 'none')).body).toMatchObject({
      ok: false,
      code: 'ODDS_CHANGED',
      details: { legs: [{ selectionId: pick.selectionId, odds: pick.odds }] },
    });
    expect((await place(sid, [seenLower], 1_000, 'none')).body.code).toBe('ODDS_CHANGED');
    expect((await place(sid, [seenHigher], 1_000, 'higher')).body.code).toBe('ODDS_CHANGED');
    const better = await place(sid, [seenLower], 1_000, 'higher');
    expect(better.body.bet?.legs[0]).toMatchObject({ odds: pick.odds, requestedOdds: pick.odds - 10 });
    const any = await place(sid, [seenHigher], 1_000, 'any');
    expect(any.body.bet?.legs[0]).toMatchObject({ odds: pick.odds, requestedOdds: pick.odds + 10 });
    expect(any.body.bet?.potentialReturn).toBe(potentialReturn(1_000, [pick]));
  });

  it('places a parlay of legs on different events at the product of their odds', async () => {
    const now = clock.now();
    const legs = upcoming(feed, now, 'football')
      .slice(0, 3)
      .map((f) => offeredAt(feed, f.id, now, now).find((o) => o.marketKey.startsWith('ou:'))!);
    const { body } = await place(sid, legs, 2_000);
    expect(body.bet).toMatchObject({ kind: 'parlay', status: 'open', potentialReturn: potentialReturn(2_000, legs) });
    expect(body.bet!.legs.map((l) => l.lineQuarters)).toEqual(legs.map((l) => Number(l.marketKey.split(':')[1])));
  });

  it('holds an in-play bet for the delay on the driven clock, then accepts it, or refuses it for an event or a suspension', async () => {
    const significant = new Set(['goal', 'red-card', 'period-end', 'abandoned']);
    const quiet = (selectionId: string, eventId: string, at: number) => {
      const events = feed.at(at + delayMs + 60_000).match(eventId)!.events;
      if (events.some((e) => e.at > at && e.at <= at + delayMs && significant.has(e.kind))) return false;
      for (let s = at; s <= at + delayMs; s += 1_000) if (feed.at(s).quote(selectionId)?.status !== 'open') return false;
      return true;
    };
    const mainPick = (eventId: string, at: number) =>
      feed
        .at(at)
        .match(eventId)!
        .markets.find((m) => m.key === '1x2')?.selections[0];
    let accepted: { at: number; selectionId: string; odds: number } | undefined;
    for (let at = clock.now() + 600_000; !accepted && at < clock.now() + 12 * 3_600_000; at += 120_000) {
      for (const f of feed.at(at).fixtures({ sport: 'football', status: 'live' })) {
        const s = mainPick(f.id, at);
        if (s && feed.at(at).quote(s.id)?.status === 'open' && quiet(s.id, f.id, at)) accepted = { at, selectionId: s.id, odds: s.odds };
        if (accepted) break;
      }
    }
    if (!accepted) throw new Error('no quiet live moment ahead');
    clock.set(accepted.at);
    const before = await mainBalance();
    const pending = await place(sid, [accepted], 1_000, 'any');
    expect(pending.body.bet).toMatchObject({ status: 'pending', inPlay: true, acceptAt: new Date(accepted.at + delayMs).toISOString() });
    const id = pending.body.bet!.id;
    // Nothing moves before the delay is over.
    clock.advance(delayMs - 1);
    expect(await sportsbook().placement.acceptDue()).toBe(0);
    expect(await mainBalance()).toBe(before);
    clock.advance(1);
    expect(await sportsbook().placement.acceptDue()).toBe(1);
    const open = (await api(sid, 'GET', `/bets/${id}`)).body.bet!;
    expect(open).toMatchObject({ status: 'open', inPlay: true });
    expect(open.legs[0]!.odds).toBe(feed.at(clock.now()).quote(accepted.selectionId)!.odds);
    expect(await mainBalance()).toBe(before - 1_000n);

    // Cash-out is refused while the market is suspended.
    let suspendedAt = 0;
    for (let at = clock.now(); !suspendedAt && at < clock.now() + 3 * 3_600_000; at += 1_000)
      if (feed.at(at).quote(accepted.selectionId)?.suspended) suspendedAt = at;
    expect(suspendedAt).toBeGreaterThan(0);
    clock.set(suspendedAt);
    expect((await api(sid, 'GET', `/bets/${id}/cash-out`)).body).toMatchObject({ ok: false, code: 'MARKET_SUSPENDED' });

    // The end of a half inside the delay refuses the bet; so does a market suspended during it (a basket).
    const period = momentBefore('football', 'period-end', 2_000, clock.now() + 60_000);
    clock.set(period.at);
    const periodBet = await place(sid, [period], 1_000, 'any');
    expect(periodBet.body.bet?.status).toBe('pending');
    clock.advance(delayMs);
    const balance = await mainBalance();
    expect(await sportsbook().placement.acceptDue()).toBe(1);
    expect((await api(sid, 'GET', `/bets/${periodBet.body.bet!.id}`)).body.bet).toMatchObject({ status: 'refused', refusal: { code: 'EVENT_DURING_DELAY' } });

    const basket = momentBefore('basketball', 'score', 3_000, clock.now() + 60_000);
    clock.set(basket.at);
    const basketBet = await place(sid, [basket], 1_000, 'any');
    expect(basketBet.body.bet?.status).toBe('pending');
    clock.advance(delayMs);
    expect(await sportsbook().placement.acceptDue()).toBe(1);
    expect((await api(sid, 'GET', `/bets/${basketBet.body.bet!.id}`)).body.bet).toMatchObject({ status: 'refused', refusal: { code: 'MARKET_SUSPENDED' } });
    expect(await mainBalance()).toBe(balance);
  });

  it('settles every outcome with one win per bet, incl. quarter lines, a void match and a parlay with a void leg', async () => {
    const wanted: LegOutcome[] = ['win', 'half-win', 'push', 'half-loss', 'loss'];
    const now = clock.now();
    const picks = new Map<LegOutcome, Offered & { end: number }>();
    for (const f of upcoming(feed, now, 'football', 24 * 3_600_000)) {
      const end = endOf(feed, f.id, now);
      if (!end || end.kind !== 'ended') continue;
      for (const o of offeredAt(feed, f.id, now, end.at + 1)) if (o.outcome && !picks.has(o.outcome)) picks.set(o.outcome, { ...o, end: end.at });
      if (wanted.every((w) => picks.has(w))) break;
    }
    expect([...picks.keys()].sort()).toEqual([...wanted].sort());
    const voided = changeAhead(feed, now, 'voided')!;
    const voidPick = offeredAt(feed, voided.eventId, now, voided.at + 1)[0]!;
    expect(voidPick.outcome).toBe('void');
    const winner = picks.get('win')!;
    const loser = [...picks.values()].find((p) => p.outcome === 'loss' && p.eventId !== winner.eventId) ?? picks.get('loss')!;

    const stake = 1_000;
    const before = await mainBalance();
    const singles = new Map<string, Offered>();
    for (const pick of [...picks.values(), voidPick]) {
      const { body } = await place(sid, [pick], stake);
      expect(body.ok, JSON.stringify(body)).toBe(true);
      singles.set(body.bet!.id, pick);
    }
    const voidParlay = (await place(sid, [winner, voidPick], stake)).body.bet!;
    const lostParlay = loser.eventId === winner.eventId ? null : (await place(sid, [winner, loser], stake)).body.bet!;
    const staked = BigInt(stake * (singles.size + 1 + (lostParlay ? 1 : 0)));
    expect(await mainBalance()).toBe(before - staked);

    clock.set(Math.max(voided.at, ...[...picks.values()].map((p) => p.end)) + 1_000);
    const run = await settleAll();
    expect(run.settled).toBeGreaterThanOrEqual(singles.size + 1);

    let returned = 0n;
    const statusOf: Record<LegOutcome, string> = { win: 'won', 'half-win': 'half-won', push: 'push', 'half-loss': 'half-lost', loss: 'lost', void: 'void' };
    for (const [id, pick] of singles) {
      const bet = (await api(sid, 'GET', `/bets/${id}`)).body.bet!;
      const expected = betReturn(stake, [{ odds: pick.odds, outcome: pick.outcome! }]);
      expect(bet, pick.outcome!).toMatchObject({ status: statusOf[pick.outcome!], returned: expected, settlementVersion: 1 });
      expect(bet.legs[0]).toMatchObject({ outcome: pick.outcome, resultVersion: 1 });
      expect(bet.payments).toEqual([{ txId: `settle-${id}-v1`, action: 'win', amount: expected, state: 'answered', status: 'OK' }]);
      expect(await walletTxs(id)).toEqual([
        { action: 'bet', tx_id: `bet-${id}`, amount: BigInt(stake) },
        { action: 'win', tx_id: `settle-${id}-v1`, amount: BigInt(expected) },
      ]);
      returned += BigInt(expected);
    }
    // A void leg drops out of a parlay: the winner's odds alone.
    const parlay = (await api(sid, 'GET', `/bets/${voidParlay.id}`)).body.bet!;
    expect(parlay).toMatchObject({ status: 'won', returned: Math.floor((stake * winner.odds) / 1000) });
    returned += BigInt(parlay.returned!);
    if (lostParlay) expect((await api(sid, 'GET', `/bets/${lostParlay.id}`)).body.bet).toMatchObject({ status: 'lost', returned: 0 });
    const rounds = await t.database.db
      .selectFrom('game_rounds')
      .select(['round_id', 'status'])
      .where('round_id', 'in', [...singles.keys()])
      .execute();
    expect(rounds.every((r) => r.status === 'closed')).toBe(true);
    // Earlier tests' bets on matches that ended meanwhile were settled by the same run.
    const paid = await sportsbook()
      .db.selectFrom('sportsbook.bets')
      .select((eb) => eb.fn.sum<string>('settled_return').as('total'))
      .where('settled_at', '=', new Date(clock.now()))
      .executeTakeFirstOrThrow();
    expect(BigInt(paid.total)).toBeGreaterThanOrEqual(returned);
    expect(await mainBalance()).toBe(before - staked + BigInt(paid.total));

    // Settling again finds nothing new.
    expect(await settleAll()).toMatchObject({ settled: 0, resettled: 0 });
    const settled = await api(sid, 'GET', '/bets?status=settled&limit=100');
    expect((settled.body.bets as BetView[]).map((b) => b.id)).toEqual(expect.arrayContaining([...singles.keys()]));
  });

  it("describes a parlay to the platform in the session's language: open legs at the stake, outcomes and scores once settled", async () => {
    const now = clock.now();
    const ending = upcoming(feed, now, 'football', 24 * 3_600_000).filter((f) => endOf(feed, f.id, now)?.kind === 'ended');
    const [a, b] = ending;
    const endA = endOf(feed, a!.id, now)!.at;
    const endB = endOf(feed, b!.id, now)!.at;
    // A quarter handicap line (printed as its two halves) and a total.
    const quarter = offeredAt(feed, a!.id, now, endA + 1).find((o) => /:ah:-?\d*[13]:/.test(o.selectionId))!;
    const total = offeredAt(feed, b!.id, now, endB + 1).find((o) => o.marketKey.startsWith('ou:'))!;
    expect(quarter && total).toBeTruthy();
    const player = await newMember(t);
    await fundMember(t, player, 100_000);
    const viSid = await openSession('FIELDLINE', player, 'vi');
    const placed = await place(viSid, [quarter, total], 1_000);
    expect(placed.body.ok, JSON.stringify(placed.body)).toBe(true);
    const betId = placed.body.bet!.id;
    const [quarterLine, totalLine] = placed.body.bet!.legs.map((l) => l.lineQuarters! / 4);
    const halves = /^[+-]?\d+(\.5)?\/[+-]?\d+(\.5)?$/;

    const open = await recordOf(player, betId);
    expect(open).toMatchObject({ status: 'open', bet: 1_000 });
    expect(open!.sports).toMatchObject({
      betType: 'parlay',
      cashOut: false,
      legs: [
        {
          eventName: `${a!.home.name} gặp ${a!.away.name}`,
          startsAt: new Date(a!.startsAt).toISOString(),
          line: quarterLine,
          odds: quarter.odds,
          inPlay: false,
          outcome: null,
          score: null,
        },
        { eventName: `${b!.home.name} gặp ${b!.away.name}`, market: expect.stringMatching(/^Tài\/xỉu · /), line: totalLine, odds: total.odds, outcome: null },
      ],
    });
    const [ahLeg] = open!.sports!.legs;
    expect(ahLeg!.market.startsWith('Kèo chấp châu Á ')).toBe(true);
    expect(ahLeg!.market.split(' ').at(-1)).toMatch(halves);
    expect(ahLeg!.selection.split(' ').at(-1)).toMatch(halves);

    clock.set(Math.max(endA, endB) + 1_000);
    await settleAll();
    const scoreOf = (eventId: string) => {
      const result = feed.at().result(eventId);
      return result?.state === 'final' && result.score ? `${result.score.home}-${result.score.away}` : null;
    };
    const settled = await recordOf(player, betId);
    expect(settled).toMatchObject({ status: 'closed' });
    expect(settled!.sports!.legs.map((l) => [l.outcome, l.score])).toEqual([
      [quarter.outcome, scoreOf(a!.id)],
      [total.outcome, scoreOf(b!.id)],
    ]);
    // The stake's texts stay: only the outcomes and scores are added.
    expect(settled!.sports!.legs.map((l) => [l.eventName, l.market, l.selection])).toEqual(open!.sports!.legs.map((l) => [l.eventName, l.market, l.selection]));

    // The round explorer shows the details of the win that settled the round, as the outbox recorded and sent them.
    const support = await t.staffToken(['support']);
    const explorer = await t.app.inject({ method: 'GET', url: `/bo/games/rounds/${settled!.id}`, headers: bearer(support) });
    expect(explorer.statusCode, explorer.body).toBe(200);
    const round = (explorer.json() as { value: BoRoundDetail }).value;
    expect(round.transactions.map((c) => c.action)).toEqual(['bet', 'win']);
    expect(round.betDetails?.platformTxId).toBe(round.transactions[1]!.platformTxId);
    const win = (await recordedDetails(betId)).get(`settle-${betId}-v1`);
    expect(win).toMatchObject({ kind: 'sports', betType: 'parlay', legs: [{ outcome: quarter.outcome }, { outcome: total.outcome }] });
    expect(round.betDetails?.details).toEqual(win);
  });

  it('cashes out at the fair value less the margin, re-checks the price, and pays it as the win', async () => {
    const now = clock.now();
    const match = upcoming(feed, now, 'football')[0]!;
    const market = feed
      .at(now)
      .match(match.id)!
      .markets.find((m) => m.key === '1x2')!;
    const pick = { selectionId: market.selections[0]!.id, odds: market.selections[0]!.odds };
    const stake = 10_000;
    const bet = (await place(sid, [pick], stake)).body.bet!;
    const quote = await api(sid, 'GET', `/bets/${bet.id}/cash-out`);
    // Fair probability: the market's implied probabilities normalised (the margin taken out).
    const fair = probabilitiesFromOdds(market.selections.map((s) => s.odds))[0]!;
    const expected = Math.floor(((((stake * pick.odds) / 1000) * Math.round(fair * 1_000_000)) / 1_000_000) * 0.95);
    expect(quote.body).toMatchObject({ ok: true, currency });
    expect(Math.abs(quote.body.price! - expected)).toBeLessThanOrEqual(1);
    expect(quote.body.price!).toBeLessThan(stake);

    const price = quote.body.price!;
    expect((await api(sid, 'POST', `/bets/${bet.id}/cash-out`, { price: price + 1 })).body).toMatchObject({
      ok: false,
      code: 'PRICE_CHANGED',
      details: { price },
    });
    const before = await mainBalance();
    const taken = await api(sid, 'POST', `/bets/${bet.id}/cash-out`, { price });
    expect(taken.body).toMatchObject({ ok: true, amount: price, paid: true });
    expect(await mainBalance()).toBe(before + BigInt(price));
    expect(await walletTxs(bet.id)).toEqual([
      { action: 'bet', tx_id: `bet-${bet.id}`, amount: BigInt(stake) },
      { action: 'win', tx_id: `cashout-${bet.id}`, amount: BigInt(price) },
    ]);
    const after = (await api(sid, 'GET', `/bets/${bet.id}`)).body.bet!;
    expect(after).toMatchObject({ status: 'cashed-out', returned: price, cashOut: { amount: price } });
    // The cash-out's win says so, its leg still open.
    const cashedOut = (await recordedDetails(bet.id)).get(`cashout-${bet.id}`);
    expect(cashedOut).toMatchObject({ betType: 'single', cashOut: true, legs: [{ eventName: `${match.home.name} v ${match.away.name}`, outcome: null }] });
    expect(await platformDetails(bet.id)).toEqual(cashedOut);
    expect((await api(sid, 'GET', `/bets/${bet.id}/cash-out`)).body.code).toBe('NOT_OPEN');
    expect((await api(sid, 'POST', `/bets/${bet.id}/cash-out`, { price })).body.code).toBe('NOT_OPEN');

    // Once the match is over the result is written on the leg, but a cashed-out bet is never settled.
    clock.set(endOf(feed, match.id, now)!.at + 1_000);
    await settleAll();
    const closed = (await api(sid, 'GET', `/bets/${bet.id}`)).body.bet!;
    expect(closed.status).toBe('cashed-out');
    expect(closed.legs[0]!.outcome).not.toBeNull();
    expect(closed.payments.map((p) => p.txId)).toEqual([`cashout-${bet.id}`]);
  });

  it('resettles a corrected result: adjust up and down on v1.1, a further win up and a manual case down on v1.0', async () => {
    const now = clock.now();
    const corrected = changeAhead(feed, now, 'corrected', 'football')!;
    const end = endOf(feed, corrected.eventId, now)!;
    const first = offeredAt(feed, corrected.eventId, now, end.at + 1);
    const second = offeredAt(feed, corrected.eventId, now, corrected.at + 1);
    const stake = 1_000;
    const returnOf = (o: Offered) => betReturn(stake, [{ odds: o.odds, outcome: o.outcome! }]);
    const pairs = first.map((o, i) => ({ v1: o, v2: second[i]! }));
    const up = pairs.find((p) => returnOf(p.v2) > returnOf(p.v1))!;
    const down = pairs.find((p) => returnOf(p.v2) < returnOf(p.v1) && returnOf(p.v2) > 0) ?? pairs.find((p) => returnOf(p.v2) < returnOf(p.v1))!;
    expect(up && down).toBeTruthy();

    const oldSid = await openSession('GOALPOST');
    const bets = {
      up: (await place(sid, [up.v1], stake)).body.bet!.id,
      down: (await place(sid, [down.v1], stake)).body.bet!.id,
      oldUp: (await place(oldSid, [up.v1], stake)).body.bet!.id,
      oldDown: (await place(oldSid, [down.v1], stake)).body.bet!.id,
    };
    clock.set(end.at + 1_000);
    await settleAll();
    const settledBalance = await mainBalance();
    const sessionOf = (id: string) => (id === bets.oldUp || id === bets.oldDown ? oldSid : sid);
    for (const id of Object.values(bets)) expect((await api(sessionOf(id), 'GET', `/bets/${id}`)).body.bet).toMatchObject({ settlementVersion: 1 });

    clock.set(corrected.at + 1_000);
    const run = await settleAll();
    expect(run.resettled).toBeGreaterThanOrEqual(4);
    const upDiff = returnOf(up.v2) - returnOf(up.v1);
    const downDiff = returnOf(down.v2) - returnOf(down.v1);

    const upBet = (await api(sid, 'GET', `/bets/${bets.up}`)).body.bet!;
    expect(upBet).toMatchObject({ settlementVersion: 2, returned: returnOf(up.v2) });
    expect(upBet.legs[0]).toMatchObject({ outcome: up.v2.outcome, resultVersion: 2 });
    expect(upBet.payments.map((p) => [p.txId, p.amount, p.status])).toEqual([
      [`settle-${bets.up}-v1`, returnOf(up.v1), 'OK'],
      [`adjust-${bets.up}-v2`, upDiff, 'OK'],
    ]);
    const downBet = (await api(sid, 'GET', `/bets/${bets.down}`)).body.bet!;
    expect(downBet.payments.map((p) => [p.txId, p.amount, p.status])).toEqual([
      [`settle-${bets.down}-v1`, returnOf(down.v1), 'OK'],
      [`adjust-${bets.down}-v2`, downDiff, 'OK'],
    ]);
    // The adjustment reports the corrected legs; the platform keeps them as the round's latest.
    const adjusted = (await recordedDetails(bets.up)).get(`adjust-${bets.up}-v2`);
    expect(adjusted?.legs).toMatchObject([{ outcome: up.v2.outcome }]);
    expect((await recordedDetails(bets.up)).get(`settle-${bets.up}-v1`)?.legs).toMatchObject([{ outcome: up.v1.outcome }]);
    expect(await platformDetails(bets.up)).toEqual(adjusted);
    const adjusts = await t.database.db
      .selectFrom('game_transactions')
      .select(['tx_id', 'action'])
      .where('tx_id', 'in', [`adjust-${bets.up}-v2`, `adjust-${bets.down}-v2`])
      .execute();
    expect(adjusts.map((a) => a.action).sort()).toEqual(['adjust', 'adjust']);

    // The vendor on 1.0: adjust is an unknown action, so an increase goes as a further win and a decrease waits for staff.
    const oldUp = (await api(oldSid, 'GET', `/bets/${bets.oldUp}`)).body.bet!;
    expect(oldUp.payments.map((p) => [p.txId, p.action, p.amount, p.status])).toEqual([
      [`settle-${bets.oldUp}-v1`, 'win', returnOf(up.v1), 'OK'],
      [`adjust-${bets.oldUp}-v2`, 'adjust', upDiff, 'INVALID_REQUEST'],
      [`settle-${bets.oldUp}-v2`, 'win', upDiff, 'OK'],
    ]);
    expect((await recordedDetails(bets.oldUp)).get(`settle-${bets.oldUp}-v2`)?.legs).toMatchObject([{ outcome: up.v2.outcome }]);
    const oldDown = (await api(oldSid, 'GET', `/bets/${bets.oldDown}`)).body.bet!;
    expect(oldDown).toMatchObject({ settlementVersion: 2, returned: returnOf(down.v2) });
    const manual = await sportsbook().db.selectFrom('sportsbook.manual_cases').selectAll().where('bet_id', '=', bets.oldDown).execute();
    expect(manual).toMatchObject([{ kind: 'downward-correction', amount: BigInt(downDiff), settlement_version: 2, resolved_at: null }]);

    // Both credits paid, one debit taken (the other is the manual case).
    expect(await mainBalance()).toBe(settledBalance + BigInt(upDiff) * 2n + BigInt(downDiff));
    expect(await settleAll()).toMatchObject({ settled: 0, resettled: 0 });
  });

  it('resumes after a crash between recording a win and marking it answered, paying it once', async () => {
    const now = clock.now();
    let pick: (Offered & { end: number }) | undefined;
    for (const f of upcoming(feed, now, 'football')) {
      const end = endOf(feed, f.id, now);
      const win = end?.kind === 'ended' ? offeredAt(feed, f.id, now, end.at + 1).find((o) => o.outcome === 'win') : undefined;
      if (win) pick = { ...win, end: end!.at };
      if (pick) break;
    }
    const bet = (await place(sid, [pick!], 1_000)).body.bet!;
    clock.set(pick!.end + 1_000);
    await sportsbook().settlement.runOnce();
    const book = sportsbook();
    const recorded = await book.db.selectFrom('sportsbook.wallet_calls').selectAll().where('bet_id', '=', bet.id).execute();
    expect(recorded).toMatchObject([{ tx_id: `settle-${bet.id}-v1`, state: 'recorded', attempts: 0 }]);
    const amount = Number(recorded[0]!.body.amount);
    const before = await mainBalance();

    // A sender whose process stops right after the platform took the call: the answer never reaches the outbox.
    const call = vendor.wallet.call;
    const dying = createOutbox({
      db: book.db,
      wallet: {
        ...vendor.wallet,
        call: async (...args: Parameters<typeof call>) => {
          await call(...args);
          throw new Error('process stopped');
        },
      },
      config: { ...book.config, concurrency: 1, claimLeaseMs: 200 },
    });
    await expect(dying.drain(bet.id)).rejects.toThrow('process stopped');
    expect(await mainBalance()).toBe(before + BigInt(amount));
    const left = await book.db.selectFrom('sportsbook.wallet_calls').selectAll().where('bet_id', '=', bet.id).executeTakeFirstOrThrow();
    expect(left).toMatchObject({ state: 'recorded', attempts: 1 });

    // Once its claim has lapsed, a restarted sender sends it again with the same txId: the platform replays its first answer.
    await new Promise((done) => setTimeout(done, 250));
    expect(await book.outbox.drain()).toMatchObject({ sent: 1, answered: 1 });
    const done = await book.db.selectFrom('sportsbook.wallet_calls').selectAll().where('bet_id', '=', bet.id).executeTakeFirstOrThrow();
    expect(done).toMatchObject({ state: 'answered', status: 'OK', attempts: 2 });
    expect(await mainBalance()).toBe(before + BigInt(amount));
    const wins = await walletTxs(bet.id);
    expect(wins.filter((w) => w.action === 'win')).toHaveLength(1);
  });

  it('rolls back a bet the wallet never answered, and one a stopped process left mid-call', async () => {
    const book = sportsbook();
    const now = clock.now();
    const pick = offeredAt(feed, upcoming(feed, now, 'football')[0]!.id, now, now)[0]!;
    // A platform that does not answer: the bet is tried, rolled back (queued until acknowledged) and refused.
    const silent = createWalletClient({ baseUrl: 'http://127.0.0.1:9', secretFor: () => 'secret', betAttempts: 1, timeoutMs: 200 });
    const cut = createPlacement({ db: book.db, feed, wallet: silent, config: book.config });
    const session: VendorSession = {
      id: 'cut',
      mode: 'real',
      vendorCode: 'FIELDLINE',
      gameCode: 'FIELDLINE_0001',
      language: 'en',
      lobbyUrl: null,
      player: { playerId: String(member.id), sessionToken: 'gone', nickname: '' },
      currency,
      balance: 0,
      lastSeen: Date.now(),
      busy: false,
    };
    const answer = await cut.place(session, { stake: 1_000, oddsPolicy: 'any', legs: [pick] });
    expect(answer).toMatchObject({ ok: false, code: 'NETWORK' });
    const failed = await book.db.selectFrom('sportsbook.bets').selectAll().where('status', '=', 'failed').execute();
    expect(failed).toHaveLength(1);
    expect(silent.pending()).toMatchObject([{ action: 'rollback', txId: `bet-${failed[0]!.id}-rb`, body: { originalTxId: `bet-${failed[0]!.id}` } }]);
    await silent.stop();

    // A bet recorded as placing by a process that stopped before the answer: rolled back once it is stale.
    const before = await mainBalance();
    const placing = (await place(sid, [pick], 1_000)).body.bet!;
    await book.db.updateTable('sportsbook.bets').set({ status: 'placing' }).where('id', '=', placing.id).execute();
    expect(await book.placement.recoverStale()).toBe(0);
    clock.advance(book.config.staleBetMs + 1);
    expect(await book.placement.recoverStale()).toBe(1);
    expect((await api(sid, 'GET', `/bets/${placing.id}`)).body.bet).toMatchObject({ status: 'failed', refusal: { code: 'NETWORK' } });
    expect(await walletTxs(placing.id)).toMatchObject([
      { action: 'bet', tx_id: `bet-${placing.id}` },
      { action: 'rollback', tx_id: `bet-${placing.id}-rb` },
    ]);
    expect(await mainBalance()).toBe(before);
  });
});

describe('the test clock of browser journeys', () => {
  let clockBook: BookDatabase;
  let clockVendor: DemoVendor;
  let clockUrl: string;

  beforeAll(async () => {
    clockBook = await createBookTestDb();
    clockVendor = await buildDemoVendor({
      platformUrl,
      masterSecret: master,
      logLevel: 'warn',
      sportsClock: 'manual',
      sportsbook: { database: clockBook, jobs: false },
    });
    await clockVendor.app.listen({ host: '127.0.0.1', port: 0 });
    clockUrl = `http://127.0.0.1:${(clockVendor.app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await clockVendor?.app.close();
    await clockBook?.close();
  });

  type Moved = { ok: boolean; now: number; accepted: number; settlement: { settled: number } | null };
  const move = async (url: string, body: unknown): Promise<{ status: number; body: Moved }> => {
    const res = await fetch(`${url}/sports/test/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Moved };
  };
  const feedNow = async (): Promise<number> => ((await (await fetch(`${clockUrl}/sports/api/sports`)).json()) as { now: number }).now;

  it('exists only on a vendor built with the option, which settles every half second', async () => {
    expect((await move(vendorUrl, { advanceMs: 1_000 })).status).toBe(404);
    expect((await fetch(`${vendorUrl}/sports/test/clock`)).status).toBe(404);
    expect(vendor.sportsbook!.config.intervals.settleMs).toBe(5_000);
    expect(clockVendor.sportsbook!.config.intervals.settleMs).toBe(500);
    expect((await move(clockUrl, { advanceMs: 'soon' })).status).toBe(400);
    expect((await move(clockUrl, { advanceMs: 1, setMs: 1 })).status).toBe(400);
  });

  it('moves the feed from real time, which keeps running between moves', async () => {
    const before = Date.now();
    expect(await feedNow()).toBeGreaterThanOrEqual(before);
    const moved = await move(clockUrl, { advanceMs: 3_600_000 });
    expect(moved.body).toMatchObject({ ok: true, accepted: 0, settlement: { settled: 0 } });
    expect(moved.body.now).toBeGreaterThanOrEqual(before + 3_600_000);
    expect(moved.body.now).toBeLessThanOrEqual(Date.now() + 3_600_000);
    await new Promise((done) => setTimeout(done, 30));
    expect(await feedNow()).toBeGreaterThanOrEqual(moved.body.now + 30);
    expect(((await (await fetch(`${clockUrl}/sports/test/clock`)).json()) as { now: number }).now).toBeGreaterThanOrEqual(moved.body.now + 30);
  });

  it('settles and pays a bet right after the clock passes its match', async () => {
    const clockFeed = clockVendor.sportsbook!.feed;
    const now = clockFeed.clock.now();
    let pick: (Offered & { end: number }) | undefined;
    for (const f of upcoming(clockFeed, now, 'football', 24 * 3_600_000)) {
      const end = endOf(clockFeed, f.id, now);
      const decided = end?.kind === 'ended' ? offeredAt(clockFeed, f.id, now, end.at + 1).find((o) => o.outcome === 'win' || o.outcome === 'loss') : undefined;
      if (decided) pick = { ...decided, end: end!.at };
      if (pick) break;
    }
    const sid = await openSession('FIELDLINE', member, 'en', clockUrl);
    const placed = await api(sid, 'POST', '/bets', { stake: 1_000, oddsPolicy: 'any', legs: [{ selectionId: pick!.selectionId, odds: pick!.odds }] }, clockUrl);
    expect(placed.body.bet, JSON.stringify(placed.body)).toMatchObject({ status: 'open' });
    const id = placed.body.bet!.id;

    const moved = await move(clockUrl, { setMs: pick!.end + 1_000 });
    expect(moved.body.now).toBeGreaterThanOrEqual(pick!.end + 1_000);
    expect(moved.body.settlement).toMatchObject({ settled: 1 });
    const expected = betReturn(1_000, [{ odds: placed.body.bet!.legs[0]!.odds, outcome: pick!.outcome! }]);
    const bet = (await api(sid, 'GET', `/bets/${id}`, undefined, clockUrl)).body.bet!;
    expect(bet).toMatchObject({ status: pick!.outcome === 'win' ? 'won' : 'lost', returned: expected });
    expect(bet.payments).toEqual([{ txId: `settle-${id}-v1`, action: 'win', amount: expected, state: 'answered', status: 'OK' }]);
    expect(await walletTxs(id)).toEqual([
      { action: 'bet', tx_id: `bet-${id}`, amount: 1_000n },
      { action: 'win', tx_id: `settle-${id}-v1`, amount: BigInt(expected) },
    ]);
  });
});

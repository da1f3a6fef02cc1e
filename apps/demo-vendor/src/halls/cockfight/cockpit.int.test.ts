import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMainWallet } from '../../../../api/src/modules/money/ledger';
import { currency, fundMember, newMember, type TestMember } from '../../../../api/src/modules/money/wallet/wallet.test-support';
import type { TestApp } from '../../../../api/src/testing/test-app';
import { cryptoRandom, type RandomSource } from '../../rng';
import { connectHall, demoSession, type Frame, type HallClient } from '../testing/hall-client';
import { startHallsPlatform, type HallsPlatform } from '../testing/halls-platform';

/**
 * Cockpits against the real platform, on a schedule of seconds: many sockets see one fight and one
 * result, bets after the close are refused, and real-money bettors are paid their pari-mutuel share
 * (or refunded) through the vendor wallet API into the ledger. The test picks each result through
 * the vendor's random source.
 */

let t: TestApp;
let vendorUrl: string;
let platform: HallsPlatform;
const os = cryptoRandom();
/** The next fight's result out of 10,000: 0 meron, 9,800 draw, 9,999 cancelled. */
let pick = 0;
const random: RandomSource = { int: (n) => (n === 10_000 ? pick : os.int(n)) };

beforeAll(async () => {
  platform = await startHallsPlatform({
    random,
    halls: {
      cockfightSchedule: { cycleMs: 3_000, bettingMs: 1_500, lastCallMs: 400, closedMs: 300, minFightMs: 200, maxFightMs: 400, resultMs: 300 },
    },
  });
  ({ t, vendorUrl } = platform);
});

afterAll(() => platform?.close());

const isPhase = (phase: string) => (f: Frame) => f.type === 'phase' && f.phase === phase;
const gameOf = (vendorCode: string) => `${vendorCode}_0001`;

const realSession = (member: TestMember, vendorCode: string): Promise<string> => platform.realSession(member, gameOf(vendorCode));

const ledgerBalance = async (m: TestMember) => (await findMainWallet(t.database.db, m.holder, currency))?.balance ?? 0n;

/**
 * Waits for the next fight to open on the first client and for the same fight on the others (one
 * may have joined as the previous one opened), so every bet lands in one fight.
 */
const nextFight = async (clients: HallClient[]): Promise<number> => {
  const fight = (await clients[0]!.upcoming(isPhase('betting'), 5_000)).fightNumber as number;
  await Promise.all(clients.map((c) => c.next((f) => isPhase('betting')(f) && f.fightNumber === fight, 5_000)));
  return fight;
};

const placed = async (c: HallClient, requestId: string, fight: number, kind: string, amount: number) => {
  c.send({ type: 'bet', requestId, fight, kind, amount });
  return c.next((f) => f.requestId === requestId);
};

const realBettors = async (vendorCode: string, count: number) => {
  const members: TestMember[] = [];
  for (let n = 0; n < count; n += 1) {
    const m = await newMember(t);
    await fundMember(t, m, 100_000);
    members.push(m);
  }
  const clients = await Promise.all(members.map(async (m) => connectHall(vendorUrl, await realSession(m, vendorCode))));
  return { members, clients, before: await Promise.all(members.map(ledgerBalance)) };
};

describe('cockpit', () => {
  it('shows 12 sockets one fight and one result, pays each bettor, and refuses bets after the close', async () => {
    pick = 0;
    const clients: HallClient[] = [];
    for (let n = 0; n < 12; n += 1) clients.push(await connectHall(vendorUrl, await demoSession(vendorUrl, 'SABONG_ONE', gameOf('SABONG_ONE'))));
    const welcomes = await Promise.all(clients.map((c) => c.next((f) => f.type === 'welcome')));
    expect(welcomes[0]).toMatchObject({
      cockpit: { vendorCode: 'SABONG_ONE', name: 'Sabong Cockfight', commissionBp: 500, drawReturn: 51 },
      you: { mode: 'demo' },
    });
    const fight = await nextFight(clients);
    const card = (clients[0]!.frames.findLast((f) => isPhase('betting')(f)) as Frame).card;
    const kinds = ['meron', 'wala', 'wala', 'draw'] as const;
    const answers = await Promise.all(clients.map((c, n) => placed(c, `b${n}`, fight, kinds[n % kinds.length]!, 1_000)));
    expect(answers.map((a) => a.type)).toEqual(clients.map(() => 'bet-ok'));
    // 3,000 on meron and 6,000 on wala: 9,000 less 450 commission.
    const pools = await clients[5]!.next((f) => f.type === 'pools' && f.fightNumber === fight && f.bettors === 12);
    expect(pools).toMatchObject({ pools: { meron: 3_000, wala: 6_000 }, odds: { meron: 8_550 / 3_000, wala: 8_550 / 6_000 } });

    await clients[0]!.next((f) => isPhase('closed')(f) && f.fightNumber === fight);
    expect(await placed(clients[0]!, 'late', fight, 'meron', 1_000)).toMatchObject({ type: 'bet-refused', code: 'BETTING_CLOSED', balance: 999_000 });

    const fighting = await Promise.all(clients.map((c) => c.next((f) => isPhase('fighting')(f) && f.fightNumber === fight)));
    expect(new Set(fighting.map((f) => JSON.stringify(f.card))).size).toBe(1);
    expect(fighting[0]!.card).toEqual(card);
    const results = await Promise.all(clients.map((c) => c.next((f) => isPhase('result')(f) && f.fightNumber === fight)));
    expect(new Set(results.map((r) => JSON.stringify(r.result))).size).toBe(1);
    expect(results[0]!.result).toMatchObject({ outcome: 'meron', pools: { meron: 3_000, wala: 6_000 }, odds: { meron: 2.85, wala: null } });

    const settled = await Promise.all(clients.map((c) => c.next((f) => f.type === 'settled' && f.fightNumber === fight)));
    settled.forEach((s, n) => {
      const win = kinds[n % kinds.length] === 'meron' ? 2_850 : 0;
      expect(s).toMatchObject({ staked: 1_000, win, outcome: 'meron', pending: false, balance: 1_000_000 - 1_000 + win });
    });
    const next = await clients[3]!.upcoming((f) => f.type === 'welcome' || isPhase('betting')(f), 5_000);
    expect(next.fightNumber).toBe(fight + 1);
    for (const c of clients) c.close();
  });

  it('pays real-money bettors their pari-mutuel share through the wallet API, one round each', async () => {
    pick = 0;
    const { members, clients, before } = await realBettors('PITMASTER', 2);
    expect(await clients[0]!.next((f) => f.type === 'welcome')).toMatchObject({ you: { mode: 'real' } });
    const fight = await nextFight(clients);
    expect(await placed(clients[0]!, 'm', fight, 'meron', 10_000)).toMatchObject({ type: 'bet-ok' });
    expect(await placed(clients[1]!, 'w', fight, 'wala', 30_000)).toMatchObject({ type: 'bet-ok' });
    // A second bet of the same player on the fight is a second wallet bet of the same round.
    expect(await placed(clients[0]!, 'd', fight, 'draw', 1_000)).toMatchObject({ type: 'bet-ok', bets: { meron: 10_000, wala: 0, draw: 1_000 } });
    const settled = await Promise.all(clients.map((c) => c.next((f) => f.type === 'settled' && f.fightNumber === fight)));
    // 40,000 less 2,000 commission to meron's 10,000: 3.8 a unit.
    expect(settled.map((s) => [s.win, s.pending])).toEqual([
      [38_000, false],
      [0, false],
    ]);
    const after = await Promise.all(members.map(ledgerBalance));
    expect([after[0]! - before[0]!, after[1]! - before[1]!]).toEqual([38_000n - 11_000n, -30_000n]);
    const rounds = await t.database.db
      .selectFrom('game_rounds')
      .select(['status', 'bet_amount', 'win_amount', 'round_id'])
      .where('round_id', 'like', `PITMASTER-${fight}-%`)
      .orderBy('bet_amount')
      .execute();
    expect(rounds.map((r) => [r.status, Number(r.bet_amount), Number(r.win_amount)])).toEqual([
      ['closed', 11_000, 38_000],
      ['closed', 30_000, 0],
    ]);
    // The betting record's details: a line per side with its return, and the result.
    const details = await t.database.db
      .selectFrom('game_round_details as d')
      .innerJoin('game_rounds as r', 'r.id', 'd.round_pk')
      .select(['d.details'])
      .where('r.round_id', 'like', `PITMASTER-${fight}-%`)
      .orderBy('r.bet_amount')
      .execute();
    expect(details.map((d) => d.details)).toMatchObject([
      {
        kind: 'round',
        game: 'cockfight',
        roundNo: String(fight),
        lines: [
          { label: 'Meron', amount: 10_000 },
          { label: 'Draw', amount: 1_000 },
        ],
        result: expect.stringMatching(/^Meron wins · /),
      },
      { kind: 'round', game: 'cockfight', lines: [{ label: 'Wala', amount: 30_000, payout: 0 }] },
    ]);
    for (const c of clients) c.close();
  });

  it('refunds a cancelled fight and a one-sided one in the ledger', async () => {
    const { members, clients, before } = await realBettors('RINGSIDE', 2);
    pick = 9_999;
    let fight = await nextFight(clients);
    expect(await placed(clients[0]!, 'c1', fight, 'meron', 5_000)).toMatchObject({ type: 'bet-ok' });
    expect(await placed(clients[1]!, 'c2', fight, 'draw', 1_000)).toMatchObject({ type: 'bet-ok' });
    const cancelled = await Promise.all(clients.map((c) => c.next((f) => f.type === 'settled' && f.fightNumber === fight)));
    expect(cancelled.map((s) => [s.outcome, s.staked, s.win])).toEqual([
      ['cancelled', 5_000, 5_000],
      ['cancelled', 1_000, 1_000],
    ]);
    expect(await Promise.all(members.map(ledgerBalance))).toEqual(before);

    // Only meron bets: nobody to win from, so meron's win returns the stakes.
    pick = 0;
    fight = await nextFight(clients);
    expect(await placed(clients[0]!, 'o1', fight, 'meron', 2_000)).toMatchObject({ type: 'bet-ok' });
    expect(await placed(clients[1]!, 'o2', fight, 'meron', 3_000)).toMatchObject({ type: 'bet-ok' });
    const result = await clients[0]!.next((f) => isPhase('result')(f) && f.fightNumber === fight);
    expect(result.result).toMatchObject({ outcome: 'meron', poolRefunded: true });
    const oneSided = await Promise.all(clients.map((c) => c.next((f) => f.type === 'settled' && f.fightNumber === fight)));
    expect(oneSided.map((s) => s.win)).toEqual([2_000, 3_000]);
    expect(await Promise.all(members.map(ledgerBalance))).toEqual(before);
    for (const c of clients) c.close();
  });
});

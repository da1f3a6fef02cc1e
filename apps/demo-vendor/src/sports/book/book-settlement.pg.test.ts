import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { betReturn, type LegOutcome } from '@gp/contracts';
import { demoVendorSecret } from '@gp/contracts/node/vendor-signature';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLaunchToken } from '../../testing/launch-token';
import { findMainWallet } from '../../../../api/src/modules/money/ledger';
import { currency, fundMember, newMember, type TestMember } from '../../../../api/src/modules/money/wallet/wallet.test-support';
import { seedCatalog } from '../../../../api/src/seed/catalog.seed';
import { seedGameVendors } from '../../../../api/src/seed/game-vendors.seed';
import { createTestApp, type TestApp } from '../../../../api/src/testing/test-app';
import { createWalletClient, type WalletClient } from '../../wallet-client';
import { manualClock } from '../feed/clock';
import { createSportsFeed, defaultFeedConfig } from '../feed/feed';
import { createBookTestDb } from './book-test-db';
import { offeredAt } from './book.test-support';
import { defaultBookConfig } from './config';
import type { BookDatabase } from './database';
import { txIds } from './ids';
import { createOutbox } from './outbox';
import { createSettlement } from './settlement';

/**
 * Two settlement runs and two outbox senders at once on PostgreSQL, against the real platform: every
 * bet is settled once, every wallet call sent once, every round paid once.
 */

const bets = 300;
const stake = 1_000;
const master = randomBytes(32).toString('hex');
const start = Date.UTC(2025, 0, 14, 12, 0);
const clock = manualClock(start);
const feed = createSportsFeed(defaultFeedConfig, clock);
let t: TestApp;
let book: BookDatabase;
let wallet: WalletClient;
let member: TestMember;

beforeAll(async () => {
  t = await createTestApp({ DEMO_VENDOR_SECRET: master });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  wallet = createWalletClient({
    baseUrl: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`,
    secretFor: (code) => demoVendorSecret(master, code),
  });
  await seedCatalog(t.database.db, { gamesPerVendor: 3 });
  await seedGameVendors(t.database.db, { masterSecret: master });
  member = await newMember(t);
  await fundMember(t, member, bets * stake);
  book = await createBookTestDb();
});

afterAll(async () => {
  await book?.close();
  await t?.close();
});

const sessionToken = async (): Promise<string> => {
  const token = await issueLaunchToken(t.database.db, { memberId: member.id, gameCode: 'FIELDLINE_0001', currency });
  const auth = await wallet.authenticate('FIELDLINE', token);
  return auth.value!.sessionToken;
};

describe('settling at once on PostgreSQL', () => {
  it('settles each bet once and sends each win once, however many runs and senders', async () => {
    // An upcoming match, its selections and their outcomes once it has ended.
    const match = feed
      .at(start)
      .fixtures({ sport: 'football', status: 'upcoming' })
      .find((f) => f.startsAt > start)!;
    const end = feed.changes(start, start + 86_400_000).find((c) => c.eventId === match.id)!;
    const offered = offeredAt(feed, match.id, start, end.at + 1).filter((o) => o.outcome !== null);
    const token = await sessionToken();

    const placed: { id: string; odds: number; outcome: LegOutcome; selectionId: string; marketKey: string }[] = [];
    for (let i = 0; i < bets; i += 1) {
      const pick = offered[i % offered.length]!;
      const id = `sbpg${randomBytes(10).toString('hex')}`;
      const res = await wallet.bet('FIELDLINE', {
        playerId: String(member.id),
        sessionToken: token,
        gameCode: 'FIELDLINE_0001',
        roundId: id,
        txId: txIds.bet(id),
        amount: stake,
        currency,
      });
      expect(res.result).toBe('accepted');
      placed.push({ id, odds: pick.odds, outcome: pick.outcome!, selectionId: pick.selectionId, marketKey: pick.marketKey });
    }
    expect(await balance()).toBe(0n);
    await book.db
      .insertInto('sportsbook.bets')
      .values(
        placed.map((p) => ({
          id: p.id,
          vendor_code: 'FIELDLINE',
          game_code: 'FIELDLINE_0001',
          player_id: String(member.id),
          session_token: token,
          currency,
          kind: 'single' as const,
          stake,
          potential_return: Math.floor((stake * p.odds) / 1000),
          odds_policy: 'any' as const,
          status: 'open' as const,
          in_play: false,
          placed_at: new Date(start),
          accept_at: null,
          bet_tx_id: txIds.bet(p.id),
        })),
      )
      .execute();
    await book.db
      .insertInto('sportsbook.legs')
      .values(
        placed.map((p) => ({
          bet_id: p.id,
          leg_no: 1,
          selection_id: p.selectionId,
          event_id: match.id,
          market_key: p.marketKey,
          market_kind: 'any',
          selection_key: p.selectionId.split(':').at(-1)!,
          odds: p.odds,
          requested_odds: p.odds,
          line_quarters: null,
          in_play: false,
        })),
      )
      .execute();

    clock.set(end.at + 1_000);
    const config = { ...defaultBookConfig, settleBatch: 40, concurrency: 16 };
    const runs = await Promise.all([createSettlement({ db: book.db, feed, config }).runOnce(), createSettlement({ db: book.db, feed, config }).runOnce()]);
    expect(runs[0]!.settled + runs[1]!.settled).toBe(bets);
    expect(runs[0]!.legs + runs[1]!.legs).toBe(bets);
    const rows = await book.db.selectFrom('sportsbook.bets').select(['id', 'settlement_version', 'settled_return', 'dirty']).execute();
    expect(rows.every((r) => r.settlement_version === 1 && !r.dirty)).toBe(true);
    const expected = new Map(placed.map((p) => [p.id, betReturn(stake, [{ odds: p.odds, outcome: p.outcome }])]));
    for (const r of rows) expect(Number(r.settled_return)).toBe(expected.get(r.id));

    const sent = new Map<string, number>();
    const count = (content: Record<string, unknown>) => sent.set(String(content.txId), (sent.get(String(content.txId)) ?? 0) + 1);
    // The outbox sends single calls and, to a vendor on wallet API 1.1, batches: each call counts once either way.
    const counting: WalletClient = {
      ...wallet,
      call: (vendorCode, action, content, attempt) => {
        count(content);
        return wallet.call(vendorCode, action, content, attempt);
      },
      batch: (vendorCode, items) => {
        for (const item of items) count(item.content);
        return wallet.batch(vendorCode, items);
      },
    };
    const drains = await Promise.all([
      createOutbox({ db: book.db, wallet: counting, config }).drain(),
      createOutbox({ db: book.db, wallet: counting, config }).drain(),
    ]);
    expect(drains[0]!.answered + drains[1]!.answered).toBe(bets);
    expect(sent.size).toBe(bets);
    expect([...sent.values()].every((n) => n === 1)).toBe(true);
    const calls = await book.db.selectFrom('sportsbook.wallet_calls').select(['bet_id', 'state', 'status', 'body']).execute();
    expect(calls.every((c) => c.state === 'answered' && c.status === 'OK')).toBe(true);
    // Each win described its leg with the outcome it was settled on.
    const outcomeOf = new Map(placed.map((p) => [p.id, p.outcome]));
    expect(calls.every((c) => (c.body.details as { legs?: { outcome?: string }[] } | undefined)?.legs?.[0]?.outcome === outcomeOf.get(c.bet_id))).toBe(true);
    const wins = await t.database.db
      .selectFrom('game_transactions')
      .select('tx_id')
      .where('action', '=', 'win')
      .where('tx_id', 'like', 'settle-sbpg%')
      .execute();
    expect(wins).toHaveLength(bets);
    expect(await balance()).toBe(BigInt([...expected.values()].reduce((s, v) => s + v, 0)));
  });
});

const balance = async (): Promise<bigint> => (await findMainWallet(t.database.db, member.holder, currency))?.balance ?? 0n;

import { lotteryPaths, type LotteryAdminDrawDetail, type LotteryGameView, type LotteryMenu, type LotteryOrderResult } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { fundMember, newMember } from '../../money/wallet/wallet.test-support';
import { addLotteryGames } from './lottery.test-support';

let t: TestApp;

const valueOf = <T>(res: { statusCode: number; body: string; json: () => unknown }): T => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { value: T }).value;
};

beforeAll(async () => {
  t = await createTestApp();
  await addLotteryGames(t);
  await t.services.lottery.draws.schedule(new Date());
});
afterAll(async () => t.close());

describe('lottery player API', () => {
  it('lists the lobby by group and prize mode, and a game with the draws taking bets', async () => {
    const menu = valueOf<LotteryMenu>(await t.app.inject({ method: 'GET', url: `${lotteryPaths.gameMenu}?prizeMode=elott&device=WEB` }));
    expect(menu.gameMenus.map((m) => m.group).sort()).toEqual(['11x5', 'k3', 'keno']);
    expect(menu.gameMenus.flatMap((m) => m.games).every((g) => g.prizeMode === 'elott' && g.nextDraw !== null && g.nextDraw.seedHash !== null)).toBe(true);

    const game = valueOf<LotteryGameView>(await t.app.inject({ method: 'GET', url: `${lotteryPaths.game}?gameCode=keno-1m` }));
    expect(game.family).toBe('elott');
    expect(game.openDraws.length).toBeGreaterThan(0);
    expect(errorCodeOf(await t.app.inject({ method: 'GET', url: `${lotteryPaths.game}?gameCode=no-such-game` }))).toBe('GAME_NOT_FOUND');
  });

  it('places a slip for a signed-in member, keeps the draw seed secret until drawn, and lists the bets', async () => {
    const member = await newMember(t);
    await fundMember(t, member, 50_000);
    const game = valueOf<LotteryGameView>(await t.app.inject({ method: 'GET', url: `${lotteryPaths.game}?gameCode=keno-5m` }));
    const drawId = game.openDraws[0]!.drawId;
    const slip = { drawId, clientKey: 'routes-slip-0001', lines: [{ type: 'pick', numbers: ['5', '15'], stake: 1_000 }] };

    expect(errorCodeOf(await t.app.inject({ method: 'POST', url: lotteryPaths.orders, payload: slip }))).toBe('UNAUTHORIZED');
    const placed = valueOf<LotteryOrderResult>(await t.app.inject({ method: 'POST', url: lotteryPaths.orders, headers: bearer(member.token), payload: slip }));
    expect(placed).toMatchObject({ amount: 1_000, balance: 49_000, replayed: false });
    expect(placed.lines).toMatchObject([{ betType: 'pick', status: 'open', drawStatus: 'open' }]);
    const replay = valueOf<LotteryOrderResult>(await t.app.inject({ method: 'POST', url: lotteryPaths.orders, headers: bearer(member.token), payload: slip }));
    expect([replay.orderId, replay.replayed, replay.balance]).toEqual([placed.orderId, true, null]);

    const draw = valueOf<{ seed: string | null; seedHash: string | null }>(await t.app.inject({ method: 'GET', url: `${lotteryPaths.draw}?drawId=${drawId}` }));
    expect(draw.seed).toBeNull();
    expect(draw.seedHash).toMatch(/^[0-9a-f]{64}$/);

    const mine = valueOf<{ total: number }>(await t.app.inject({ method: 'GET', url: lotteryPaths.myBets, headers: bearer(member.token) }));
    expect(mine.total).toBe(1);
  });

  it('answers a malformed slip with field paths and writes nothing', async () => {
    const member = await newMember(t);
    await fundMember(t, member, 50_000);
    const game = valueOf<LotteryGameView>(await t.app.inject({ method: 'GET', url: `${lotteryPaths.game}?gameCode=k3-3m` }));
    const res = await t.app.inject({
      method: 'POST',
      url: lotteryPaths.orders,
      headers: bearer(member.token),
      payload: { drawId: game.openDraws[0]!.drawId, clientKey: 'routes-slip-bad1', lines: [{ type: 'sum', numbers: ['2'], stake: 1_000 }] },
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { details: { fields: { path: string }[] } }).details.fields.map((f) => f.path)).toEqual(['lines.0.numbers.0']);
  });
});

describe('lottery back office', () => {
  it('enters a result with one staff member and confirms it with another, refusing the same one', async () => {
    const [alice, bob] = [await t.staffToken(['finance']), await t.staffToken(['operator'])];
    const draws = valueOf<{ content: { drawId: string; gameCode: string }[] }>(
      await t.app.inject({ method: 'GET', url: `${lotteryPaths.adminDraws}?gameCode=4d&pageSize=100`, headers: bearer(alice) }),
    );
    // Close the soonest 4D draw by moving its times into the past.
    const drawId = draws.content.at(-1)!.drawId;
    await t.database.db
      .updateTable('lottery_draws')
      .set({ opens_at: new Date(Date.now() - 3_600_000), close_at: new Date(Date.now() - 120_000), draw_at: new Date(Date.now() - 60_000), status: 'closed' })
      .where('id', '=', BigInt(drawId))
      .execute();
    const result = {
      first: '1234',
      second: '2345',
      third: '3456',
      starter: Array.from({ length: 10 }, (_, i) => String(5000 + i)),
      consolation: Array.from({ length: 10 }, (_, i) => String(6000 + i)),
    };
    const entered = valueOf<LotteryAdminDrawDetail>(
      await t.app.inject({ method: 'POST', url: lotteryPaths.adminResults.replace(':drawId', drawId), headers: bearer(alice), payload: { result } }),
    );
    const entryId = entered.entries[0]!.entryId;
    const own = await t.app.inject({
      method: 'POST',
      url: lotteryPaths.adminResultDecision.replace(':entryId', entryId),
      headers: bearer(alice),
      payload: { decision: 'confirm' },
    });
    expect(errorCodeOf(own)).toBe('SECOND_APPROVER_REQUIRED');
    const confirmed = valueOf<LotteryAdminDrawDetail>(
      await t.app.inject({
        method: 'POST',
        url: lotteryPaths.adminResultDecision.replace(':entryId', entryId),
        headers: bearer(bob),
        payload: { decision: 'confirm' },
      }),
    );
    expect(confirmed.draw).toMatchObject({ status: 'resulted', resultVersion: 1, result });

    const bad = await t.app.inject({
      method: 'POST',
      url: lotteryPaths.adminResults.replace(':drawId', drawId),
      headers: bearer(alice),
      payload: { result: { first: '12' } },
    });
    expect(errorCodeOf(bad)).toBe('VALIDATION_ERROR');
  });

  it('closes a draw early on staff request: slips are refused from then on', async () => {
    const operator = await t.staffToken(['operator']);
    const member = await newMember(t);
    await fundMember(t, member, 10_000);
    const game = valueOf<LotteryGameView>(await t.app.inject({ method: 'GET', url: `${lotteryPaths.game}?gameCode=vn-south` }));
    const drawId = game.openDraws[0]!.drawId;
    const closed = valueOf<LotteryAdminDrawDetail>(
      await t.app.inject({ method: 'POST', url: lotteryPaths.adminClose.replace(':drawId', drawId), headers: bearer(operator) }),
    );
    expect(closed.draw.status).toBe('closed');
    const slip = { drawId, clientKey: 'closed-early-slip', lines: [{ type: 'de', numbers: ['12'], stake: 1_000 }] };
    expect(errorCodeOf(await t.app.inject({ method: 'POST', url: lotteryPaths.orders, headers: bearer(member.token), payload: slip }))).toBe(
      'LOTTERY_BETTING_CLOSED',
    );
    expect(errorCodeOf(await t.app.inject({ method: 'POST', url: lotteryPaths.adminClose.replace(':drawId', drawId), headers: bearer(operator) }))).toBe(
      'INVALID_STATE',
    );
  });

  it('keeps players out, and reports draws as CSV', async () => {
    const member = await newMember(t);
    expect((await t.app.inject({ method: 'GET', url: lotteryPaths.adminGames, headers: bearer(member.token) })).statusCode).toBe(401);
    const finance = await t.staffToken(['finance']);
    const from = new Date(Date.now() - 86_400_000).toISOString();
    const to = new Date(Date.now() + 86_400_000).toISOString();
    const csv = await t.app.inject({ method: 'GET', url: `${lotteryPaths.adminReportCsv}?from=${from}&to=${to}`, headers: bearer(finance) });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[0]).toBe('draw_id,game,draw,draw_at,status,bets,stakes,payouts,margin');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoVendor, type DemoVendor } from './server';
import { seedGameNameOf } from '../../api/src/seed/catalog.seed-names';

/** The vendor's own pages and fun-money play, which never reach a platform (none is running here). */

let vendor: DemoVendor;
beforeAll(async () => {
  vendor = await buildDemoVendor({ platformUrl: 'http://127.0.0.1:9', masterSecret: 'm'.repeat(64), logLevel: 'silent' });
});
afterAll(async () => vendor.app.close());

const open = async (query: string) => {
  const res = await vendor.app.inject({ method: 'GET', url: `/play?${query}` });
  expect(res.statusCode, res.body).toBe(303);
  return String(res.headers.location).replace('/game/', '');
};
const round = async (sid: string, body: unknown) => (await vendor.app.inject({ method: 'POST', url: `/api/${sid}/round`, payload: body as object })).json();

describe('demo vendor pages and fun-money play', () => {
  it('opens a demo slot with 10,000.00 fun money, its paytable, RTP, lines and lobby link', async () => {
    const sid = await open('vendor=LUMA&game=LUMA_0007&mode=demo&lang=en&lobby=https%3A%2F%2Fcasino.example%2F');
    const page = await vendor.app.inject({ method: 'GET', url: `/game/${sid}` });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('data-testid="balance">10000.00<');
    expect(page.body).toMatch(/data-testid="rtp">9[56]\.\d\d%</);
    expect(page.body).toContain('href="https://casino.example/"');
    expect(page.body).toContain('<option value="20" selected>20</option>');
    expect(page.body).toContain('src="/assets/slot.js"');
    // The page names the game as the catalog does, never by its code.
    const name = seedGameNameOf('LUMA', 'LUMA_0007')![0];
    expect(page.body).toContain(`<title>${name}</title>`);
    expect(page.body).not.toContain('LUMA_0007');
  });

  it('plays spins with fun money, refusing bets beyond the balance or off the menu', async () => {
    const sid = await open('vendor=LUMA&game=LUMA_0007&mode=demo');
    const spin = await round(sid, { lines: 20, lineBet: 100 });
    expect(spin).toMatchObject({ ok: true, totalBet: 2000, currency: 'FUN' });
    expect(spin.balance).toBe(1_000_000 - 2000 + spin.totalWin);
    expect(spin.outcome.grid).toHaveLength(5);
    expect(await round(sid, { lines: 20, lineBet: 7 })).toMatchObject({ ok: false, code: 'BAD_BET' });
    expect(await round(sid, { lines: 3, lineBet: 10 })).toMatchObject({ ok: false, code: 'BAD_BET' });

    let balance = spin.balance as number;
    while (balance >= 20_000) balance = (await round(sid, { lines: 20, lineBet: 1000 })).balance;
    expect(await round(sid, { lines: 20, lineBet: 1000 })).toMatchObject({ ok: false, code: 'INSUFFICIENT_FUNDS', message: 'Insufficient funds.', balance });
  });

  it('plays roulette and baccarat, validating the layout', async () => {
    const roulette = await open('vendor=LUMA&game=LUMA_0010&mode=demo');
    const r = await round(roulette, {
      bets: [
        { kind: 'straight', target: 17, amount: 100 },
        { kind: 'dozen', target: 2, amount: 500 },
      ],
    });
    expect(r).toMatchObject({ ok: true, totalBet: 600 });
    expect(r.outcome.pocket).toBeGreaterThanOrEqual(0);
    expect(await round(roulette, { bets: [{ kind: 'straight', target: 37, amount: 100 }] })).toMatchObject({ ok: false, code: 'BAD_BET' });
    expect(await round(roulette, { bets: [{ kind: 'red', target: 0, amount: 150 }] })).toMatchObject({ ok: false, code: 'BAD_BET' });

    const baccarat = await open('vendor=LUMA&game=LUMA_0015&mode=demo&lang=zh-CN');
    const b = await round(baccarat, {
      bets: [
        { kind: 'banker', amount: 1000 },
        { kind: 'tie', amount: 100 },
      ],
    });
    expect(b).toMatchObject({ ok: true, totalBet: 1100 });
    expect(b.outcome.playerCards.length).toBeGreaterThanOrEqual(2);
    expect(
      await round(baccarat, {
        bets: [
          { kind: 'banker', amount: 100 },
          { kind: 'banker', amount: 100 },
        ],
      }),
    ).toMatchObject({ ok: false, code: 'BAD_BET' });
    const page = await vendor.app.inject({ method: 'GET', url: `/game/${baccarat}` });
    expect(page.body).toContain('<html lang="zh-CN" dir="ltr">');
    expect(page.body).toContain('余额');
  });

  it('renders Arabic right to left and drops a lobby link that is not a web address', async () => {
    const sid = await open('vendor=LUMA&game=LUMA_0007&mode=demo&lang=ar&lobby=javascript%3Aalert(1)');
    const page = await vendor.app.inject({ method: 'GET', url: `/game/${sid}` });
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).not.toContain('javascript:');
    expect(page.body).not.toContain('back-to-lobby');
  });

  it('refuses unknown games and in-house games, and a real launch without a token', async () => {
    expect((await vendor.app.inject({ method: 'GET', url: '/play?vendor=HOUSE_DICE&game=HOUSE_DICE_0001&mode=demo' })).statusCode).toBe(404);
    const noToken = await vendor.app.inject({ method: 'GET', url: '/play?vendor=LUMA&game=LUMA_0001&mode=real&token=%7BlaunchToken%7D' });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.body).toContain('data-testid="launch-error"');
    expect((await vendor.app.inject({ method: 'POST', url: '/api/nope/round', payload: {} })).statusCode).toBe(404);
  });

  it('reports a real launch it cannot authenticate because the platform is unreachable, and records the call', async () => {
    const res = await vendor.app.inject({ method: 'GET', url: '/play?vendor=LUMA&game=LUMA_0001&mode=real&token=abc' });
    expect(res.statusCode).toBe(502);
    const calls = (await vendor.app.inject({ method: 'GET', url: '/calls' })).json().calls;
    expect(calls[0]).toMatchObject({ vendorCode: 'LUMA', action: 'authenticate', httpStatus: null });
    expect(calls[0].error).toMatch(/^network/);
  });
});

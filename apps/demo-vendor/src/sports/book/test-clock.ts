import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ManualClock } from '../feed/clock';
import { defaultBookConfig, type BookConfig } from './config';
import type { Sportsbook } from './sportsbook';

/**
 * A clock for browser journeys: real time plus an offset that tests move. Between moves it runs with
 * real time, so in-play match clocks keep ticking on the page; `advance` and `set` only shift it.
 */
export const testSportsClock = (realNow: () => number = Date.now): ManualClock => {
  let offset = 0;
  return {
    now: () => realNow() + offset,
    set: (ms) => {
      offset = ms - realNow();
    },
    advance: (ms) => {
      offset += ms;
    },
  };
};

/** How often settlement runs under the test clock: a journey waits for it, so half a second. */
export const testClockSettleMs = 500;

/** The book's settings under the test clock: settlement notices a moved clock within half a second. */
export const testClockBookConfig = (config: Partial<BookConfig> = {}): Partial<BookConfig> => ({
  ...config,
  intervals: { ...(config.intervals ?? defaultBookConfig.intervals), settleMs: testClockSettleMs },
});

const moveRequest = z.union([
  z.object({ advanceMs: z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER) }).strict(),
  z.object({ setMs: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }).strict(),
]);

/**
 * `GET|POST /sports/test/clock` for browser tests (never in production: only a vendor built with
 * `sportsClock: 'manual'` registers it). POST `{ advanceMs }` or `{ setMs }` moves the feed's clock,
 * then runs what the jobs would run at the new time (in-play acceptance, settlement, the wallet
 * outbox) before it answers, so the page's next read sees the bets settled and paid.
 */
export const registerTestClockRoute = (app: FastifyInstance, clock: ManualClock, book: Sportsbook | null): void => {
  app.get('/sports/test/clock', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { ok: true, now: clock.now() };
  });

  app.post('/sports/test/clock', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const parsed = moveRequest.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ ok: false, code: 'BAD_REQUEST' });
    if ('advanceMs' in parsed.data) clock.advance(parsed.data.advanceMs);
    else clock.set(parsed.data.setMs);
    if (!book) return { ok: true, now: clock.now(), accepted: 0, settlement: null };
    const accepted = await book.placement.acceptDue();
    const settlement = await book.settlement.runOnce();
    await book.outbox.drain();
    return { ok: true, now: clock.now(), accepted, settlement };
  });
};

import type { Database } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodByKey } from '../../../../lib/business-periods/periods';
import { addHour, currency, insertRunMember, insertRunPromotion, localHour, runMembersOf, zone } from './promotion-runs.test-support';
import { insertRunMembers } from './run-members.repository';
import { memberAward, type HourFigure, type RateTier, type RunKind } from './run-math';
import { insertRun } from './runs.repository';

// The compute query (SQL) and run-math.ts (TypeScript) are two writings of one rule: on random
// members, hours and rate tables they must give every member the same base, rate and amount.
let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

const categories = ['RNG', 'LIVE', 'FISH'] as const;

const sample = fc.record({
  kind: fc.constantFrom<RunKind>('cashback_daily', 'rebate'),
  cap: fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: null }),
  rates: fc.array(
    fc.record({
      category: fc.option(fc.constantFrom(...categories), { nil: null }),
      vipLevel: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
      rateBp: fc.integer({ min: 0, max: 10_000 }),
    }),
    { minLength: 1, maxLength: 6 },
  ),
  members: fc.array(
    fc.record({
      vipLevel: fc.integer({ min: 0, max: 3 }),
      hours: fc.array(
        fc.record({
          hour: fc.integer({ min: 0, max: 23 }),
          category: fc.constantFrom(...categories),
          bet: fc.integer({ min: 0, max: 100_000 }),
          refund: fc.integer({ min: 0, max: 10_000 }),
          win: fc.integer({ min: 0, max: 150_000 }),
          vendorId: fc.integer({ min: 1, max: 2 }),
        }),
        { maxLength: 6 },
      ),
    }),
    { minLength: 1, maxLength: 15 },
  ),
});

let dayOffset = 0;

describe('the compute query', () => {
  it('agrees with run-math.ts on random members, hours and rate tables', async () => {
    await fc.assert(
      fc.asyncProperty(sample, async (input) => {
        dayOffset += 1;
        const day = new Date(Date.UTC(2025, 0, 1) + dayOffset * 86_400_000).toISOString().slice(0, 10);
        const db = database.db;
        const promotionId = await insertRunPromotion(db, { kind: input.kind, rates: input.rates, cap: input.cap });
        const expected = new Map<bigint, ReturnType<typeof memberAward>>();
        for (const m of input.members) {
          const id = await insertRunMember(db, { vipLevel: m.vipLevel });
          const figures: HourFigure[] = [];
          for (const h of m.hours) {
            await addHour(db, id, localHour(day, h.hour), h);
            figures.push({ category: h.category, bet: BigInt(h.bet), refund: BigInt(h.refund), win: BigInt(h.win) });
          }
          const award = memberAward(input.kind, figures, m.vipLevel, input.rates as RateTier[], input.cap === null ? null : BigInt(input.cap));
          if (award.amount > 0n) expected.set(id, award);
        }
        const period = periodByKey('daily', day, zone)!;
        const runId = (await insertRun(db, { promotionId, kind: input.kind, period, trigger: 'schedule', staffId: null, runner: 'test' }))!;
        await insertRunMembers(db, {
          runId,
          promotionId,
          kind: input.kind,
          periodKey: day,
          from: period.start,
          to: period.end,
          currency,
          rates: input.rates,
          cap: input.cap === null ? null : BigInt(input.cap),
          optIn: false,
          hold: false,
          now: period.end,
          trialTypeCode: 4,
        });
        const rows = await runMembersOf(db, runId);
        const byLines = (lines: { category: string; base: bigint | number; rateBp: number }[]) =>
          lines.map((l) => [l.category, BigInt(l.base), l.rateBp] as const).sort(([a], [b]) => (a < b ? -1 : 1));
        expect(rows.map((r) => [r.member_id, r.base_amount, r.rate_bp, r.amount, byLines(r.lines)])).toEqual(
          [...expected].map(([id, a]) => [id, a.base, a.rateBp, a.amount, byLines(a.lines)]),
        );
      }),
      { numRuns: 12 },
    );
  });
});

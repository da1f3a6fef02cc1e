import type { Database } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '../../../lib/business-periods/report-days';
import { createPromotionCostReportService, issueBonus } from '../../engagement/promotions';
import { currency, insertMember } from '../../engagement/promotions/promotions.test-support';
import { postPoints } from '../points';
import { loyaltyCostCsv } from './loyalty-cost-csv';
import { createLoyaltyCostReportService } from './loyalty-cost.service';

const timeZone = 'Asia/Kolkata';
let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

const insertLoyaltyPromotion = async (title: string): Promise<number> => {
  const promotion = await database.db
    .insertInto('content_promotions')
    .values({ title, category: 'VIP', images: '[]', content: '', language: 'EN' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('promotion_rules')
    .values({ promotion_id: promotion.id, kind: 'loyalty', parameters: JSON.stringify({ kind: 'loyalty' }) })
    .execute();
  return promotion.id;
};

describe('the loyalty cost report', () => {
  it('sums the points journal per day and the money loyalty promotions paid, with CSV', async () => {
    const memberId = await insertMember(database.db);
    const vip = await insertLoyaltyPromotion('VIP club');
    const wheel = await insertLoyaltyPromotion('Prize "wheel", =spin');
    const member = { id: memberId, isAgent: false };
    await postPoints(database.db, { memberId, delta: 500n, source: 'rng', sourceKey: 'cost:bet:1' });
    await postPoints(database.db, { memberId, delta: 100n, source: 'deposit', sourceKey: 'cost:deposit:1' });
    await postPoints(database.db, { memberId, delta: -200n, source: 'redeem', sourceKey: 'cost:redeem:1' });
    await postPoints(database.db, { memberId, delta: 50n, source: 'refund', sourceKey: 'cost:refund:1' });
    await postPoints(database.db, { memberId, delta: -100n, source: 'convert', sourceKey: 'cost:convert:1' });
    await postPoints(database.db, { memberId, delta: -30n, source: 'rng', sourceKey: 'cost:takeback:1' });
    await issueBonus(database.db, { promotionId: vip, member, periodKey: 'vip-up-1', amount: 10_000n, currency, status: 'issued' });
    await issueBonus(database.db, { promotionId: wheel, member, periodKey: 'wheel-1', amount: 2_500n, currency, status: 'issued' });

    const today = businessToday(timeZone);
    const service = createLoyaltyCostReportService(database.db, { timeZone, promotionCost: createPromotionCostReportService(database.db, { timeZone }) });
    const report = await service.report({ from: today, to: today });

    expect(report.days).toHaveLength(1);
    const expected = {
      pointsIssued: 600,
      pointsRedeemed: 150,
      pointsConverted: 100,
      pointsTakenBack: 30,
      money: [
        { promotionId: vip, currency, paid: 10_000 },
        { promotionId: wheel, currency, paid: 2_500 },
      ],
    };
    expect(report.days[0]).toEqual({ day: today, ...expected });
    expect(report.totals).toEqual(expected);
    expect(report.promotions).toEqual([
      { promotionId: vip, title: 'VIP club' },
      { promotionId: wheel, title: 'Prize "wheel", =spin' },
    ]);

    const csv = loyaltyCostCsv(report).split('\r\n');
    expect(csv[0]).toBe('day,points_issued,points_redeemed,points_converted,points_taken_back,promotion_id,promotion,currency,money_paid');
    expect(csv[1]).toBe(`${today},600,150,100,30,${vip},VIP club,INR,100.00`);
    // A staff-written title is quoted and cannot start a spreadsheet formula.
    expect(csv[2]).toContain(`${wheel},"Prize ""wheel"", =spin",INR,25.00`);
    expect(csv[3]).toBe(`total,600,150,100,30,${vip},VIP club,INR,100.00`);
  });

  it('lists every day of the period, quiet days as zeros', async () => {
    const service = createLoyaltyCostReportService(database.db, { timeZone, promotionCost: createPromotionCostReportService(database.db, { timeZone }) });
    const report = await service.report({ from: '2026-01-01', to: '2026-01-03' });
    expect(report.days.map((d) => d.day)).toEqual(['2026-01-01', '2026-01-02', '2026-01-03']);
    expect(report.days[1]).toEqual({ day: '2026-01-02', pointsIssued: 0, pointsRedeemed: 0, pointsConverted: 0, pointsTakenBack: 0, money: [] });
  });
});

import type { Database } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoLeaderboardInput } from '@gp/contracts';
import { appErrorOf } from '../../money/ledger/ledger.test-support';
import { createAuditService, systemActor } from '../../platform/audit';
import { insertLoyaltyPromotion, insertMember, playRounds } from '../missions/missions.test-support';
import { createLeaderboardsAdminService } from './leaderboards-admin.service';
import { boardServicesFor } from './leaderboards.test-support';

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

const input = (promotionId: number | null): BoLeaderboardInput => ({
  metric: 'valid_bets',
  period: 'daily',
  category: 'rng',
  title: 'Slots of the day',
  description: '',
  translations: {},
  topN: 10,
  prizes: [2_000],
  promotionId,
  turnoverMultipleBp: 0,
  enabled: true,
  sequence: 0,
});

describe('the board editor and results', () => {
  it('refuses prizes from a promotion that is not a loyalty one', async () => {
    const admin = createLeaderboardsAdminService(database.db, createAuditService(database.db));
    expect(await appErrorOf(admin.create(input(999_999), systemActor('test')))).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it("shows a closed period's prizes with their paid status, the change audited", async () => {
    const admin = createLeaderboardsAdminService(database.db, createAuditService(database.db));
    const board = await admin.create(input(await insertLoyaltyPromotion(database.db)), systemActor('test'));
    await database.db
      .updateTable('loyalty_leaderboards')
      .set({ created_at: new Date('2026-11-29T00:00:00Z') })
      .where('id', '=', board.id)
      .execute();
    const member = await insertMember(database.db);
    await playRounds(database.db, member.id, new Date('2026-11-29T10:00:00Z'), 2, 5_000n, 'FISH');
    // A live bet is another category: not on this board.
    await playRounds(database.db, (await insertMember(database.db)).id, new Date('2026-11-29T11:00:00Z'), 2, 9_000n, 'LIVE');
    await boardServicesFor(database, () => new Date('2026-11-30T01:00:00Z')).runs.runDue();

    const results = await admin.results(board.id, { pageNo: 1, pageSize: 20 });
    expect(results.list.find((p) => p.periodKey === '2026-11-29')).toMatchObject({
      status: 'paid',
      prizes: [{ rank: 1, memberId: Number(member.id), account: member.account, score: 5_000, amount: 2_000, status: 'paid' }],
    });
    const audited = await database.db.selectFrom('audit_log').select('action').where('target', '=', `board:${board.id}`).execute();
    expect(audited).toEqual([{ action: 'loyalty.board.create' }]);
  });
});

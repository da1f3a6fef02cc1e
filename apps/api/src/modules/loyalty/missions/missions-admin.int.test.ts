import type { Database } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoMissionInput } from '@gp/contracts';
import { appErrorOf } from '../../money/ledger/ledger.test-support';
import { createAuditService, systemActor } from '../../platform/audit';
import { createMissionsAdminService } from './missions-admin.service';
import { insertLoyaltyPromotion } from './missions.test-support';

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

const input = (over: Partial<BoMissionInput> = {}): BoMissionInput => ({
  period: 'daily',
  title: 'Deposit today',
  description: '',
  translations: { FR: { title: "Déposez aujourd'hui", description: '' } },
  conditions: [{ type: 'deposit', minAmount: 10_000 }],
  rewardKind: 'money',
  rewardAmount: 500,
  turnoverMultipleBp: 10_000,
  promotionId: null,
  vipLevels: [],
  memberTypes: [],
  startAt: null,
  endAt: null,
  enabled: true,
  sequence: 1,
  ...over,
});

describe('the mission editor', () => {
  it('creates and updates a mission, each change audited', async () => {
    const admin = createMissionsAdminService(database.db, createAuditService(database.db));
    const promotionId = await insertLoyaltyPromotion(database.db);
    const created = await admin.create(input({ promotionId }), systemActor('test'));
    expect(created).toMatchObject({ title: 'Deposit today', promotionId, claims: 0, translations: { FR: { title: "Déposez aujourd'hui" } } });
    const updated = await admin.update(created.id, input({ promotionId, rewardKind: 'points', rewardAmount: 20 }), systemActor('test'));
    // A points reward pays from no promotion.
    expect(updated).toMatchObject({ rewardKind: 'points', rewardAmount: 20, promotionId: null });
    const actions = await database.db.selectFrom('audit_log').select('action').where('target', '=', `mission:${created.id}`).orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['loyalty.mission.create', 'loyalty.mission.update']);
  });

  it('refuses a money reward from a promotion that is not a loyalty one, and too many tickets', async () => {
    const admin = createMissionsAdminService(database.db, createAuditService(database.db));
    expect(await appErrorOf(admin.create(input({ promotionId: 999_999 }), systemActor('test')))).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await appErrorOf(admin.create(input({ rewardKind: 'tickets', rewardAmount: 5_000 }), systemActor('test')))).toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    expect(await appErrorOf(admin.update(999_999, input({ rewardKind: 'points' }), systemActor('test')))).toMatchObject({ code: 'NOT_FOUND' });
  });
});

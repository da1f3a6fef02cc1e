import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { insertMember, insertPromotion } from './promotions.test-support';

let t: TestApp;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = await t.staffToken(['content']);
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'PUT', id: number, payload?: object, token = editor) =>
  t.app.inject({ method, url: `/bo/promotions/${id}/rule`, headers: bearer(token), ...(payload ? { payload } : {}) });

const eligibility = {
  memberTypes: [0],
  vipLevels: [3, 1, 3],
  newMembersOnly: true,
  countries: ['IN', 'BD'],
  limitPerDay: 1,
  limitPerWeek: 3,
  limitLifetime: null,
};
const reload = { kind: 'reload', percentBp: 5_000, cap: 100_000, minDeposit: 10_000, paymentMethods: ['UPI'] } as const;

const bareRule = { memberTypes: [], vipLevels: [], newMembersOnly: false, countries: [], limitPerDay: null, limitPerWeek: null, limitLifetime: null };

const promotionWithoutRule = async (): Promise<number> => {
  const row = await t.database.db
    .insertInto('content_promotions')
    .values({ title: 'Reload', category: 'NEW', images: '[]', content: '', language: 'EN' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

const auditActions = async () => (await t.services.audit.list({ limit: 200 })).list.map((e) => `${e.action} ${e.target}`);

describe('staff edit a promotion rule', () => {
  it('creates a rule where there was none, reads it back, and audits the change', async () => {
    const id = await promotionWithoutRule();
    const empty = (await call('GET', id)).json().value;
    expect([empty.rule, Array.isArray(empty.paymentMethods)]).toEqual([null, true]);
    const saved = await call('PUT', id, { parameters: reload, eligibility, budgetTotal: 1_000_000, turnoverMultipleBp: 50_000 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value.rule).toMatchObject({
      promotionId: id,
      kind: 'reload',
      parameters: reload,
      eligibility: { ...eligibility, vipLevels: [1, 3], countries: ['BD', 'IN'] },
      budgetTotal: 1_000_000,
      budgetUsed: 0,
      budgetLeft: 1_000_000,
      turnoverMultipleBp: 50_000,
      hasClaims: false,
    });
    expect((await call('GET', id)).json().value.rule.kind).toBe('reload');
    expect(await auditActions()).toContain(`promotion.rule.create promotion:${id}`);
  });

  it('changes the kind while nobody has claimed, and refuses it once a claim exists', async () => {
    const id = await insertPromotion(t.database.db, { budgetTotal: 100_000n });
    const toReload = await call('PUT', id, { parameters: reload, eligibility: bareRule, budgetTotal: 100_000, turnoverMultipleBp: 0 });
    expect(toReload.json().value.rule.kind).toBe('reload');
    const member = await insertMember(t.database.db);
    await t.database.db.insertInto('promotion_claims').values({ promotion_id: id, member_id: member, period_key: 'once', status: 'signed_up' }).execute();
    const refused = await call('PUT', id, { parameters: { kind: 'signup', amount: 100 }, eligibility: bareRule, budgetTotal: 100_000, turnoverMultipleBp: 0 });
    expect([refused.statusCode, errorCodeOf(refused)]).toEqual([409, 'PROMOTION_RULE_KIND_LOCKED']);
    // The same kind with other figures is still editable.
    const same = await call('PUT', id, { parameters: { ...reload, cap: 5_000 }, eligibility: bareRule, budgetTotal: 200_000, turnoverMultipleBp: 10_000 });
    expect(same.json().value.rule).toMatchObject({ hasClaims: true, budgetTotal: 200_000, parameters: { cap: 5_000 } });
    expect(await auditActions()).toContain(`promotion.rule.update promotion:${id}`);
  });

  it('refuses a budget below what was already paid, and keeps the rule as it was', async () => {
    const id = await insertPromotion(t.database.db, { budgetTotal: 100_000n });
    await t.database.db.updateTable('promotion_rules').set({ budget_used: 60_000n }).where('promotion_id', '=', id).execute();
    const refused = await call('PUT', id, { parameters: { kind: 'signup', amount: 5_000 }, eligibility: bareRule, budgetTotal: 50_000, turnoverMultipleBp: 0 });
    expect([refused.statusCode, errorCodeOf(refused), refused.json().details]).toEqual([
      409,
      'PROMOTION_BUDGET_BELOW_USED',
      { promotionId: id, budgetUsed: 60_000 },
    ]);
    expect((await call('GET', id)).json().value.rule).toMatchObject({ budgetTotal: 100_000, budgetUsed: 60_000, budgetLeft: 40_000 });
    const exact = await call('PUT', id, { parameters: { kind: 'signup', amount: 5_000 }, eligibility: bareRule, budgetTotal: 60_000, turnoverMultipleBp: 0 });
    expect(exact.json().value.rule.budgetLeft).toBe(0);
  });

  it('refuses bad shapes with 400 and unknown promotions with 404', async () => {
    const id = await promotionWithoutRule();
    const bad = [
      { parameters: { kind: 'signup' }, eligibility: bareRule, budgetTotal: null, turnoverMultipleBp: 0 },
      { parameters: { ...reload, percentBp: 10_001 }, eligibility: bareRule, budgetTotal: null, turnoverMultipleBp: 0 },
      { parameters: { kind: 'rebate', rates: [], cap: null }, eligibility: bareRule, budgetTotal: null, turnoverMultipleBp: 0 },
      { parameters: { kind: 'signup', amount: 1, extra: 1 }, eligibility: bareRule, budgetTotal: null, turnoverMultipleBp: 0 },
      { parameters: { kind: 'signup', amount: 1 }, eligibility: { ...bareRule, countries: ['india'] }, budgetTotal: null, turnoverMultipleBp: 0 },
      { parameters: { kind: 'signup', amount: 1 }, eligibility: { ...bareRule, limitPerDay: 0 }, budgetTotal: null, turnoverMultipleBp: 0 },
      { parameters: { kind: 'signup', amount: 1 }, eligibility: bareRule, budgetTotal: -1, turnoverMultipleBp: 0 },
      { parameters: { kind: 'signup', amount: 1.5 }, eligibility: bareRule, budgetTotal: null, turnoverMultipleBp: 0 },
    ];
    for (const payload of bad) {
      const res = await call('PUT', id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      // A field the shape does not know is named as such; anything else is a validation error.
      expect(['VALIDATION_ERROR', 'UNKNOWN_FIELD']).toContain(errorCodeOf(res));
    }
    expect((await call('GET', id)).json().value.rule).toBeNull();
    const missing = await call('PUT', 2_000_000, {
      parameters: { kind: 'signup', amount: 1 },
      eligibility: bareRule,
      budgetTotal: null,
      turnoverMultipleBp: 0,
    });
    expect([missing.statusCode, errorCodeOf(missing)]).toEqual([404, 'CONTENT_NOT_FOUND']);
    expect((await call('GET', 2_000_000)).statusCode).toBe(404);
  });

  it('is for content staff and admins only', async () => {
    const id = await promotionWithoutRule();
    const finance = await t.staffToken(['finance']);
    expect((await call('GET', id, undefined, finance)).statusCode).toBe(403);
    const res = await call('PUT', id, { parameters: { kind: 'signup', amount: 1 }, eligibility: bareRule, budgetTotal: null, turnoverMultipleBp: 0 }, finance);
    expect(res.statusCode).toBe(403);
  });

  it('stores cashback rate tables by category and VIP level', async () => {
    const id = await promotionWithoutRule();
    const cashback = {
      kind: 'cashback_daily',
      rates: [
        { category: 'SLOT', vipLevel: 0, rateBp: 50 },
        { category: null, vipLevel: null, rateBp: 20 },
      ],
      cap: 1_000_000,
    };
    const res = await call('PUT', id, { parameters: cashback, eligibility: bareRule, budgetTotal: null, turnoverMultipleBp: 10_000 });
    expect(res.json().value.rule).toMatchObject({ kind: 'cashback_daily', parameters: cashback, budgetLeft: null });
  });
});

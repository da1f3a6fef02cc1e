import type { BoPromotionClaim, BoPromotionClaimBulkResult, BoPromotionClaimPage, PromotionApplyResult, PromotionPendingClaimList } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPng } from '../../../testing/images';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { newMember, type TestMember } from '../../money/wallet/wallet.test-support';
import { systemActor } from '../../platform/audit';
import { applyTo, insertApplyPromotion, uploadImage } from './apply.test-support';
import { paidFigures } from './promotions.test-support';

let t: TestApp;
let finance: string;
let operator: string;
let content: string;
beforeAll(async () => {
  t = await createTestApp();
  [finance, operator, content] = [await t.staffToken(['finance']), await t.staffToken(['operator']), await t.staffToken(['content'])];
  const doc = await t.services.settings.get('promotions');
  await t.services.settings.update('promotions', { ...doc.value, reviewSecondApprovalAbove: 50_000 }, doc.version, systemActor('test'));
});
afterAll(async () => t.close());

const post = (token: string, url: string, payload: Record<string, unknown> = {}) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const claimOf = (res: { json: () => { value: unknown } }) => res.json().value as BoPromotionClaim;

/** A member's application to a fresh `apply` promotion (max 100,000), with one picture. */
const application = async (options: Parameters<typeof insertApplyPromotion>[1] = {}) => {
  const promotionId = await insertApplyPromotion(t.database.db, { turnoverMultipleBp: 20_000, ...options });
  const member = await newMember(t);
  const upload = await uploadImage(t, member.token, testPng(5, 5));
  const imageId = (upload.json().value as { imageId: string }).imageId;
  const res = await applyTo(t, member.token, promotionId, { remark: 'screenshot of my win', imageIds: [imageId] });
  expect(res.statusCode, res.body).toBe(200);
  return { promotionId, member, claimId: (res.json().value as PromotionApplyResult).claimId };
};

const auditRows = (claimId: number) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['action', 'actor_name', 'details'])
    .where('action', 'like', 'promotion_claim.%')
    .where(({ eb, ref }) => eb(eb.fn('jsonb_extract_path_text', [ref('details'), eb.val('claimId')]), '=', String(claimId)))
    .orderBy('id')
    .execute();

const wageringOf = (member: TestMember) =>
  t.database.db.selectFrom('wagering_requirements').select(['amount_required', 'status']).where('member_id', '=', member.id).execute();

describe('staff review of promotion claims', () => {
  it('lists an application with its remark and picture, and serves the picture to staff only', async () => {
    const { promotionId, member, claimId } = await application();
    const res = await t.app.inject({ method: 'GET', url: `/bo/promotions/claims?promotionId=${promotionId}&status=applying`, headers: bearer(operator) });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().value as BoPromotionClaimPage;
    expect(page.total).toBe(1);
    expect(page.secondApprovalAbove).toBe(50_000);
    expect(page.list[0]).toMatchObject({
      id: claimId,
      kind: 'apply',
      maxAmount: 100_000,
      memberAccount: member.account,
      status: 'applying',
      remark: 'screenshot of my win',
      images: [{ index: 1, contentType: 'image/png' }],
      reviewReason: null,
      firstApproval: null,
    });
    const byAccount = await t.app.inject({
      method: 'GET',
      url: `/bo/promotions/claims?memberAccount=${member.account.toUpperCase()}`,
      headers: bearer(finance),
    });
    expect((byAccount.json().value as BoPromotionClaimPage).list.map((c) => c.id)).toEqual([claimId]);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await t.app.inject({
      method: 'GET',
      url: `/bo/promotions/claims?promotionId=${promotionId}&from=${today}&to=${today}`,
      headers: bearer(finance),
    });
    expect((dated.json().value as BoPromotionClaimPage).total).toBe(1);
    const before = await t.app.inject({ method: 'GET', url: `/bo/promotions/claims?promotionId=${promotionId}&to=2020-01-01`, headers: bearer(finance) });
    expect((before.json().value as BoPromotionClaimPage).total).toBe(0);

    const picture = await t.app.inject({ method: 'GET', url: `/bo/promotions/claims/${claimId}/images/1`, headers: bearer(finance) });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect((await t.app.inject({ method: 'GET', url: `/bo/promotions/claims/${claimId}/images/2`, headers: bearer(finance) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/bo/promotions/claims/${claimId}/images/1`, headers: bearer(content) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/bo/promotions/claims/${claimId}/images/1`, headers: bearer(member.token) })).statusCode).toBe(401);
  });

  it('pays an approved application once, with the wagering requirement, and audits it', async () => {
    const { promotionId, member, claimId } = await application();
    expect(errorCodeOf(await post(finance, `/bo/promotions/claims/${claimId}/approve`, {}))).toBe('VALIDATION_ERROR');
    expect(errorCodeOf(await post(finance, `/bo/promotions/claims/${claimId}/approve`, { amount: 100_001 }))).toBe('AMOUNT_ABOVE_MAXIMUM');
    const approved = await post(finance, `/bo/promotions/claims/${claimId}/approve`, { amount: 20_000 });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(claimOf(approved)).toMatchObject({ status: 'issued', amount: 20_000, reviewer: { name: expect.any(String) } });
    expect(claimOf(approved).journalId).not.toBeNull();
    const again = await post(operator, `/bo/promotions/claims/${claimId}/approve`, { amount: 30_000 });
    expect(claimOf(again)).toMatchObject({ status: 'issued', amount: 20_000 });
    expect(await paidFigures(t.database.db, promotionId, member.id)).toEqual({ journals: 1, balance: 20_000n, claims: 1 });
    expect(await wageringOf(member)).toEqual([{ amount_required: 40_000n, status: 'active' }]);
    expect((await auditRows(claimId)).map((r) => r.action)).toEqual(['promotion_claim.approve']);
    expect(errorCodeOf(await post(finance, `/bo/promotions/claims/${claimId}/reject`, { reason: 'too late' }))).toBe('INVALID_STATE');

    const bonuses = await t.app.inject({ method: 'GET', url: '/wps/promotions/bonuses', headers: bearer(member.token) });
    expect(bonuses.json().value.list).toEqual([expect.objectContaining({ promotionId, amount: 20_000, status: 'issued' })]);
  });

  it('rejects with a reason the member sees; a reason is required', async () => {
    const { member, claimId } = await application();
    expect((await post(finance, `/bo/promotions/claims/${claimId}/reject`, {})).statusCode).toBe(400);
    expect((await post(finance, `/bo/promotions/claims/${claimId}/reject`, { reason: 'x'.repeat(501) })).statusCode).toBe(400);
    const rejected = await post(finance, `/bo/promotions/claims/${claimId}/reject`, { reason: 'The picture does not show the win' });
    expect(claimOf(rejected)).toMatchObject({ status: 'rejected', reason: 'The picture does not show the win' });
    expect(claimOf(await post(operator, `/bo/promotions/claims/${claimId}/reject`, { reason: 'again' }))).toMatchObject({
      reason: 'The picture does not show the win',
    });
    expect(errorCodeOf(await post(finance, `/bo/promotions/claims/${claimId}/approve`, { amount: 1_000 }))).toBe('INVALID_STATE');
    const pending = await t.app.inject({ method: 'GET', url: '/wps/promotions/pending', headers: bearer(member.token) });
    expect((pending.json().value as PromotionPendingClaimList).list[0]).toMatchObject({ status: 'rejected', reason: 'The picture does not show the win' });
    expect((await auditRows(claimId)).map((r) => r.action)).toEqual(['promotion_claim.reject']);
  });

  it('needs a second, different staff member above the threshold', async () => {
    const { promotionId, member, claimId } = await application();
    const first = await post(finance, `/bo/promotions/claims/${claimId}/approve`, { amount: 60_000 });
    expect(claimOf(first)).toMatchObject({ status: 'applying', firstApproval: { amount: 60_000 } });
    expect(claimOf(await post(finance, `/bo/promotions/claims/${claimId}/approve`, { amount: 60_000 }))).toMatchObject({ status: 'applying' });
    expect(await paidFigures(t.database.db, promotionId, member.id)).toMatchObject({ journals: 0 });
    expect(errorCodeOf(await post(operator, `/bo/promotions/claims/${claimId}/approve`, { amount: 70_000 }))).toBe('CONFLICT');
    const second = await post(operator, `/bo/promotions/claims/${claimId}/approve`, { amount: 60_000 });
    expect(claimOf(second)).toMatchObject({ status: 'issued', amount: 60_000, firstApproval: { amount: 60_000 } });
    expect(await paidFigures(t.database.db, promotionId, member.id)).toEqual({ journals: 1, balance: 60_000n, claims: 1 });
    const actions = await auditRows(claimId);
    expect(actions.map((r) => r.action)).toEqual(['promotion_claim.approve_first', 'promotion_claim.approve']);
    expect(actions[0]?.actor_name).not.toBe(actions[1]?.actor_name);
  });

  it('approves a held claim at its stored amount and refuses another', async () => {
    const promotionId = await insertApplyPromotion(t.database.db, { kind: 'signup' });
    const member = await newMember(t);
    const held = await t.database.db
      .insertInto('promotion_claims')
      .values({ promotion_id: promotionId, member_id: member.id, period_key: 'once', status: 'processing', amount: 5_000n })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(held.id);
    const listed = await t.app.inject({ method: 'GET', url: `/bo/promotions/claims?promotionId=${promotionId}`, headers: bearer(finance) });
    expect((listed.json().value as BoPromotionClaimPage).list[0]).toMatchObject({ id, kind: 'signup', maxAmount: null, amount: 5_000, status: 'processing' });
    expect(errorCodeOf(await post(finance, `/bo/promotions/claims/${id}/approve`, { amount: 4_000 }))).toBe('VALIDATION_ERROR');
    expect(claimOf(await post(finance, `/bo/promotions/claims/${id}/approve`, {}))).toMatchObject({ status: 'issued', amount: 5_000 });
    expect(await paidFigures(t.database.db, promotionId, member.id)).toEqual({ journals: 1, balance: 5_000n, claims: 1 });
  });

  it('refuses an approval past the budget and leaves the claim waiting', async () => {
    const { promotionId, member, claimId } = await application({ budgetTotal: 10_000n });
    expect(errorCodeOf(await post(finance, `/bo/promotions/claims/${claimId}/approve`, { amount: 10_001 }))).toBe('PROMOTION_BUDGET_EXCEEDED');
    expect(await paidFigures(t.database.db, promotionId, member.id)).toMatchObject({ journals: 0 });
    const claim = await t.app.inject({ method: 'GET', url: `/bo/promotions/claims/${claimId}`, headers: bearer(finance) });
    expect(claimOf(claim)).toMatchObject({ status: 'applying', reviewer: null });
    expect(await auditRows(claimId)).toEqual([]);
  });

  it('pays nothing to a member who excluded themselves after applying', async () => {
    const { promotionId, member, claimId } = await application();
    await t.database.db
      .insertInto('member_exclusions')
      .values({ member_id: member.id, kind: 'self_exclusion', period: '1y', starts_at: new Date(), ends_at: new Date(Date.now() + 86_400_000) })
      .execute();
    const refused = await post(finance, `/bo/promotions/claims/${claimId}/approve`, { amount: 1_000 });
    expect(errorCodeOf(refused)).toBe('SELF_EXCLUDED');
    expect(await paidFigures(t.database.db, promotionId, member.id)).toMatchObject({ journals: 0 });
    expect(claimOf(await post(finance, `/bo/promotions/claims/${claimId}/reject`, { reason: 'self-excluded' }))).toMatchObject({ status: 'rejected' });
  });

  it('decides up to 100 claims in bulk, each on its own, and lists each outcome', async () => {
    const a = await application();
    const b = await application();
    const big = await application();
    const bad = await application();
    await post(finance, `/bo/promotions/claims/${bad.claimId}/reject`, { reason: 'duplicate' });
    const res = await post(finance, '/bo/promotions/claims/bulk', { action: 'approve', ids: [a.claimId, b.claimId, bad.claimId, 99_999_999], amount: 1_000 });
    expect(res.statusCode, res.body).toBe(200);
    const { list } = res.json().value as BoPromotionClaimBulkResult;
    expect(list).toEqual([
      { id: a.claimId, ok: true, status: 'issued', awaitingSecondApproval: false, code: null, message: null },
      { id: b.claimId, ok: true, status: 'issued', awaitingSecondApproval: false, code: null, message: null },
      { id: bad.claimId, ok: false, status: 'rejected', awaitingSecondApproval: false, code: 'INVALID_STATE', message: expect.any(String) },
      { id: 99_999_999, ok: false, status: null, awaitingSecondApproval: false, code: 'NOT_FOUND', message: expect.any(String) },
    ]);
    const above = await post(finance, '/bo/promotions/claims/bulk', { action: 'approve', ids: [big.claimId], amount: 80_000 });
    expect((above.json().value as BoPromotionClaimBulkResult).list[0]).toMatchObject({ ok: true, status: 'applying', awaitingSecondApproval: true });

    const c = await application();
    const rejected = await post(operator, '/bo/promotions/claims/bulk', { action: 'reject', ids: [c.claimId, big.claimId], reason: 'not a qualifying game' });
    expect((rejected.json().value as BoPromotionClaimBulkResult).list.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect((await post(finance, '/bo/promotions/claims/bulk', { action: 'reject', ids: [c.claimId] })).statusCode).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    expect((await post(finance, '/bo/promotions/claims/bulk', { action: 'reject', ids: tooMany, reason: 'x' })).statusCode).toBe(400);
  });

  it('is for finance and operators only', async () => {
    const { claimId } = await application();
    const support = await t.staffToken(['support']);
    for (const token of [content, support]) {
      expect((await t.app.inject({ method: 'GET', url: '/bo/promotions/claims', headers: bearer(token) })).statusCode).toBe(403);
      expect((await post(token, `/bo/promotions/claims/${claimId}/approve`, { amount: 1 })).statusCode).toBe(403);
      expect((await post(token, `/bo/promotions/claims/${claimId}/reject`, { reason: 'x' })).statusCode).toBe(403);
      expect((await post(token, '/bo/promotions/claims/bulk', { action: 'reject', ids: [claimId], reason: 'x' })).statusCode).toBe(403);
    }
  });
});

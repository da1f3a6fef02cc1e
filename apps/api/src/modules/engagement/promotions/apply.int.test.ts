import type { PromotionApplyResult, PromotionHallList, PromotionPendingClaimList } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedAltcha } from '../../../testing/member-client';
import { fakePng, noisyPng, testJpeg, testPng } from '../../../testing/images';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { newMember } from '../../money/wallet/wallet.test-support';
import { applyTo, insertApplyPromotion, uploadImage } from './apply.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const imageId = async (token: string, bytes: Buffer = testPng(3, 3)) => {
  const res = await uploadImage(t, token, bytes);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().value as { imageId: string }).imageId;
};

describe('apply activities', () => {
  it('creates one application with a remark and two pictures; the same body again answers the first', async () => {
    const promotionId = await insertApplyPromotion(t.database.db);
    const member = await newMember(t);
    const images = [await imageId(member.token), await imageId(member.token, testJpeg(6, 4))];
    const body = { remark: '  My win of 10,000 on Aviator  ', imageIds: images };
    const first = await applyTo(t, member.token, promotionId, body);
    expect(first.statusCode, first.body).toBe(200);
    const value = first.json().value as PromotionApplyResult;
    expect(value).toMatchObject({ promotionId, status: 'applying', periodKey: 'once', remark: 'My win of 10,000 on Aviator', imageCount: 2 });

    const again = await applyTo(t, member.token, promotionId, { remark: 'My win of 10,000 on Aviator', imageIds: [...images].reverse() });
    expect(again.json().value).toEqual(value);

    const other = await applyTo(t, member.token, promotionId, { remark: 'another try' });
    expect(other.statusCode).toBe(409);
    expect(errorCodeOf(other)).toBe('PROMOTION_ALREADY_APPLIED');

    const stored = await t.database.db.selectFrom('promotion_claim_images').select(['claim_id', 'content_type']).where('token', 'in', images).execute();
    expect(stored.map((s) => Number(s.claim_id))).toEqual([value.claimId, value.claimId]);

    const pending = await t.app.inject({ method: 'GET', url: '/wps/promotions/pending', headers: bearer(member.token) });
    expect((pending.json().value as PromotionPendingClaimList).list).toEqual([
      expect.objectContaining({ claimId: value.claimId, promotionId, status: 'applying', kind: 'apply', amount: 0, reason: null, title: 'Share your big win' }),
    ]);
  });

  it('takes a new period key under a daily limit, and counts rejected applications toward it', async () => {
    const promotionId = await insertApplyPromotion(t.database.db, { limitPerDay: 2 });
    const member = await newMember(t);
    const first = (await applyTo(t, member.token, promotionId, { remark: 'one' })).json().value as PromotionApplyResult;
    expect(first.periodKey).toMatch(/^\d{4}-\d{2}-\d{2}_1$/);
    await t.database.db.updateTable('promotion_claims').set({ status: 'rejected', reason: 'no proof' }).where('id', '=', BigInt(first.claimId)).execute();
    const second = (await applyTo(t, member.token, promotionId, { remark: 'two' })).json().value as PromotionApplyResult;
    expect(second.periodKey).toMatch(/_2$/);
    const third = await applyTo(t, member.token, promotionId, { remark: 'three' });
    expect(errorCodeOf(third)).toBe('PROMOTION_ALREADY_APPLIED');
    expect(third.json().details).toMatchObject({ limit: 'day' });
  });

  it('refuses bad input with a clear 4xx and writes nothing', async () => {
    const promotionId = await insertApplyPromotion(t.database.db);
    const member = await newMember(t);
    const tooLong = await applyTo(t, member.token, promotionId, { remark: 'x'.repeat(141) });
    expect(tooLong.statusCode).toBe(400);
    expect(errorCodeOf(tooLong)).toBe('VALIDATION_ERROR');
    const nul = await applyTo(t, member.token, promotionId, { remark: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    const ids = [await imageId(member.token), await imageId(member.token), await imageId(member.token), await imageId(member.token)];
    const four = await applyTo(t, member.token, promotionId, { imageIds: ids });
    expect(four.statusCode).toBe(400);
    const unknown = await applyTo(t, member.token, promotionId, { imageIds: ['0'.repeat(32)] });
    expect(errorCodeOf(unknown)).toBe('VALIDATION_ERROR');
    const stranger = await newMember(t);
    const someoneElses = await applyTo(t, stranger.token, promotionId, { imageIds: [ids[0]] });
    expect(errorCodeOf(someoneElses)).toBe('VALIDATION_ERROR');

    const notImage = await uploadImage(t, member.token, Buffer.from('GIF89a fake'), 'x.gif');
    expect(notImage.statusCode).toBe(415);
    expect(errorCodeOf(notImage)).toBe('IMAGE_TYPE_NOT_ALLOWED');
    const disguised = await uploadImage(t, member.token, fakePng());
    expect(disguised.statusCode).toBeGreaterThanOrEqual(400);
    expect(disguised.statusCode).toBeLessThan(500);
    const large = await uploadImage(t, member.token, noisyPng(1200, 1200));
    expect(large.statusCode).toBe(413);
    expect(errorCodeOf(large)).toBe('IMAGE_TOO_LARGE');

    const claims = await t.database.db.selectFrom('promotion_claims').select('id').where('promotion_id', '=', promotionId).execute();
    expect(claims).toEqual([]);
  });

  it('shows join, applying, then the outcome in the hall', async () => {
    const promotionId = await insertApplyPromotion(t.database.db);
    const member = await newMember(t);
    const statusOf = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/wps/promotions/status', headers: bearer(member.token) });
      return (res.json().value as PromotionHallList).list.find((i) => i.promotionId === promotionId);
    };
    expect(await statusOf()).toEqual({ promotionId, kind: 'apply', status: 'join', amountDue: 0 });
    const applied = (await applyTo(t, member.token, promotionId, { remark: 'x' })).json().value as PromotionApplyResult;
    expect(await statusOf()).toMatchObject({ status: 'applying' });
    await t.database.db.updateTable('promotion_claims').set({ status: 'rejected', reason: 'no' }).where('id', '=', BigInt(applied.claimId)).execute();
    expect(await statusOf()).toMatchObject({ status: 'rejected' });
    const claim = await t.app.inject({ method: 'POST', url: `/wps/promotions/${promotionId}/claim`, headers: bearer(member.token) });
    expect(errorCodeOf(claim)).toBe('PROMOTION_NOT_AVAILABLE');
  });

  it('bounds the loose pictures a member may upload in an hour', async () => {
    const member = await newMember(t);
    for (let i = 0; i < 10; i += 1) await imageId(member.token);
    const eleventh = await uploadImage(t, member.token, testPng());
    expect(errorCodeOf(eleventh)).toBe('TOO_MANY_IMAGES');
  });

  it('refuses other kinds, switched-off promotions, ineligible, trial and self-excluded members', async () => {
    const signup = await insertApplyPromotion(t.database.db, { kind: 'signup' });
    const member = await newMember(t);
    expect(errorCodeOf(await applyTo(t, member.token, signup, { remark: 'x' }))).toBe('PROMOTION_NOT_AVAILABLE');
    expect(errorCodeOf(await applyTo(t, member.token, 999_999, { remark: 'x' }))).toBe('PROMOTION_NOT_AVAILABLE');

    const off = await insertApplyPromotion(t.database.db);
    await t.database.db.updateTable('content_promotions').set({ enabled: false }).where('id', '=', off).execute();
    expect(errorCodeOf(await applyTo(t, member.token, off, { remark: 'x' }))).toBe('PROMOTION_NOT_AVAILABLE');

    const agentsOnly = await insertApplyPromotion(t.database.db, { memberTypes: [41] });
    expect(errorCodeOf(await applyTo(t, member.token, agentsOnly, { remark: 'x' }))).toBe('PROMOTION_NOT_ELIGIBLE');

    const open = await insertApplyPromotion(t.database.db);
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: { altcha: await solvedAltcha(t) } })).json().value as {
      token: string;
    };
    expect((await applyTo(t, trial.token, open, { remark: 'x' })).statusCode).toBe(403);

    const excluded = await newMember(t);
    await t.database.db
      .insertInto('member_exclusions')
      .values({ member_id: excluded.id, kind: 'self_exclusion', period: '1y', starts_at: new Date(), ends_at: new Date(Date.now() + 86_400_000) })
      .execute();
    const refused = await applyTo(t, excluded.token, open, { remark: 'x' });
    expect(refused.statusCode).toBe(403);
    expect(errorCodeOf(refused)).toBe('SELF_EXCLUDED');
  });
});

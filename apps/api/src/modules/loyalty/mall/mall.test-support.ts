import type { BoPointsMallGoodsInput } from '@gp/contracts';
import { randomUUID } from 'node:crypto';
import { sealed } from '../../../testing/member-client';
import { bearer, type TestApp } from '../../../testing/test-app';
import { postPoints } from '../points';

/** Test helpers of the points mall tiers: points for a member, goods, the two password-checked calls. */

export const givePoints = (t: TestApp, memberId: bigint, points: number) =>
  postPoints(t.database.db, { memberId, delta: BigInt(points), source: 'staff', sourceKey: `test-grant:${randomUUID()}` });

export const pointsOf = async (t: TestApp, memberId: bigint): Promise<bigint> =>
  (await t.database.db.selectFrom('loyalty_point_balances').select('balance').where('member_id', '=', memberId).executeTakeFirst())?.balance ?? 0n;

export const addGoods = async (t: TestApp, fields: Partial<BoPointsMallGoodsInput> = {}): Promise<number> => {
  const row = await t.database.db
    .insertInto('points_mall_goods')
    .values({
      redeem_type: fields.redeemType ?? 'gift',
      name: fields.name ?? 'Test gift',
      stock: fields.stock === undefined ? null : fields.stock,
      limit_per_member: fields.limitPerMember ?? null,
      points_needed: BigInt(fields.pointsNeeded ?? 1_000),
      amount_needed: BigInt(fields.amountNeeded ?? 0),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export const redeemCall = async (t: TestApp, token: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/wps/relay/passwordCheck/MCS2_redeemPointReward', headers: bearer(token), payload: await sealed(t, body) });

export const convertCall = async (t: TestApp, token: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/wps/relay/passwordCheck/MCS2_convertPoint', headers: bearer(token), payload: await sealed(t, body) });

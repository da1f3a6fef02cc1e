import type {
  BoPointsGrantInput,
  BoPointsGrantResult,
  BoPointsMallConfig,
  BoPointsMallConfigInput,
  BoPointsMallGoods,
  BoPointsMallGoodsInput,
  BoPointsMallRedemption,
  BoPointsMallRedemptionPage,
  BoPointsMallRedemptionQuery,
  LanguageCode,
} from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { findMemberRecord, memberKind } from '../../identity/accounts';
import type { Actor, AuditService } from '../../platform/audit';
import type { SettingsService } from '../../platform/settings';
import { postPoints } from '../points';
import { finishPayouts, payOut, rejectAndReturn, type PayoutDeps } from './mall-payout';
import { redemptionView } from './mall-views';
import {
  findConfig,
  findGoods,
  findMemberIdByAccount,
  findRedemption,
  heldByGoods,
  insertGoods,
  listAllGoods,
  listRedemptionsForStaff,
  moveRedemption,
  updateConfig,
  updateGoods,
  type GoodsRow,
  type RedemptionRow,
} from './mall.repository';

const goodsOut = (g: GoodsRow, redeemed: number): BoPointsMallGoods => ({
  id: g.id,
  redeemType: g.redeem_type,
  name: g.name,
  description: g.description,
  language: g.language as LanguageCode,
  translations: g.translations,
  images: g.images,
  stock: g.stock,
  limitPerMember: g.limit_per_member,
  pointsNeeded: Number(g.points_needed),
  amountNeeded: Number(g.amount_needed),
  startAt: g.start_at?.toISOString() ?? null,
  endAt: g.end_at?.toISOString() ?? null,
  sortOrder: g.sort_order,
  enabled: g.enabled,
  redeemed,
  updatedAt: g.updated_at.toISOString(),
});

const goodsValues = (input: BoPointsMallGoodsInput) => ({
  redeem_type: input.redeemType,
  name: input.name,
  description: input.description,
  language: input.language,
  // The own language's text lives in name and description, not twice.
  translations: JSON.stringify(Object.fromEntries(Object.entries(input.translations).filter(([code]) => code !== input.language))),
  images: JSON.stringify(input.images),
  stock: input.stock,
  limit_per_member: input.limitPerMember,
  points_needed: BigInt(input.pointsNeeded),
  amount_needed: BigInt(input.amountNeeded),
  start_at: input.startAt === null ? null : new Date(input.startAt),
  end_at: input.endAt === null ? null : new Date(input.endAt),
  sort_order: input.sortOrder,
  enabled: input.enabled,
});

const configOut = (c: Awaited<ReturnType<typeof findConfig>>): BoPointsMallConfig => ({
  convertPoints: c.convert_points,
  convertAmount: Number(c.convert_amount),
  convertMinPoints: c.convert_min_points,
  promotionId: c.promotion_id,
  updatedAt: c.updated_at.toISOString(),
  updatedBy: c.updated_by,
});

/** The staff side of the points mall: the goods editor, the redemption queue and the conversion terms. Every change is audited. */
export const createPointsMallAdminService = (db: Kysely<DB>, deps: { audit: AuditService; settings: SettingsService }) => {
  const { audit, settings } = deps;
  const payoutDeps = async (): Promise<PayoutDeps> => {
    const merchant = await settings.value('merchant');
    return {
      currency: merchant.currency,
      isAgent: async (memberId) => {
        const record = await findMemberRecord(db, memberId);
        return record ? memberKind(record.type, merchant) === 'agent' : false;
      },
    };
  };

  const goodsList = async () => {
    const [rows, held] = await Promise.all([listAllGoods(db), heldByGoods(db)]);
    return { list: rows.map((g) => goodsOut(g, held.get(g.id) ?? 0)) };
  };

  const createGoods = async (input: BoPointsMallGoodsInput, actor: Actor): Promise<BoPointsMallGoods> =>
    db.transaction().execute(async (trx) => {
      const row = await insertGoods(trx, goodsValues(input));
      await audit.append(trx, actor, 'points_mall.goods.create', `points_mall_goods:${row.id}`, {
        name: row.name,
        redeemType: row.redeem_type,
        stock: row.stock,
      });
      return goodsOut(row, 0);
    });

  const updateGoodsOf = async (id: number, input: BoPointsMallGoodsInput, actor: Actor): Promise<BoPointsMallGoods> => {
    const held = await heldByGoods(db);
    return db.transaction().execute(async (trx) => {
      const before = await findGoods(trx, id);
      if (!before) throw new AppError('NOT_FOUND');
      const row = await updateGoods(trx, id, goodsValues(input));
      if (!row) throw new AppError('NOT_FOUND');
      await audit.append(trx, actor, 'points_mall.goods.update', `points_mall_goods:${id}`, {
        name: row.name,
        stock: { before: before.stock, after: row.stock },
        pointsNeeded: { before: String(before.points_needed), after: String(row.points_needed) },
        enabled: row.enabled,
      });
      return goodsOut(row, held.get(id) ?? 0);
    });
  };

  const redemptions = async (query: BoPointsMallRedemptionQuery): Promise<BoPointsMallRedemptionPage> => {
    // Payouts a stopped process left half done are finished when staff look at the queue.
    await finishPayouts(db, await payoutDeps(), { limit: 20 });
    const { rows, total } = await listRedemptionsForStaff(db, {
      status: query.status,
      memberAccount: query.memberAccount,
      offset: (query.pageNo - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return {
      list: rows.map((r) => staffView(r, r.member_account)),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      total,
      totalPages: Math.ceil(total / query.pageSize),
    };
  };

  const staffView = (r: RedemptionRow, account: string): BoPointsMallRedemption => ({
    ...redemptionView(r),
    memberId: Number(r.member_id),
    memberAccount: account,
    reviewedBy: r.reviewed_by,
    reviewedAt: r.reviewed_at?.toISOString() ?? null,
    releasedAt: r.released_at?.toISOString() ?? null,
  });

  const answer = async (row: RedemptionRow): Promise<BoPointsMallRedemption> => {
    const member = await findMemberRecord(db, row.member_id);
    return staffView(row, member?.account ?? '');
  };

  const existing = async (id: bigint) => {
    const row = await findRedemption(db, id);
    if (!row || row.status === 'refused') throw new AppError('NOT_FOUND');
    return row;
  };

  const conflict = (row: RedemptionRow) => new AppError('POINTS_MALL_STATUS_CONFLICT', { details: { status: row.status } });

  /** `applying` to `approved`: staff accept a redemption of goods to hand over. */
  const approve = async (id: bigint, actor: Actor): Promise<BoPointsMallRedemption> => {
    const row = await existing(id);
    if (row.status !== 'applying') throw conflict(row);
    const moved = await db.transaction().execute(async (trx) => {
      const after = await moveRedemption(trx, id, ['applying'], { status: 'approved', reviewed_by: actor.name, reviewed_at: new Date() });
      if (after) await audit.append(trx, actor, 'points_mall.redemption.approve', `member:${row.member_id}`, { redemption: String(id), item: row.item_name });
      return after;
    });
    if (!moved) throw conflict(await existing(id));
    return answer(moved);
  };

  /**
   * `approved` to `released`: the goods were handed over. A cash redemption left `approved` is paid
   * now (payOut), so staff complete a payout a stopped process left half done.
   */
  const release = async (id: bigint, actor: Actor): Promise<BoPointsMallRedemption> => {
    const row = await existing(id);
    if (row.status !== 'approved') throw conflict(row);
    if (row.redeem_type === 'cash') {
      const paid = await payOut(db, row, await payoutDeps());
      await audit.append(db, actor, 'points_mall.redemption.pay', `member:${row.member_id}`, { redemption: String(id), status: paid.status });
      return answer(paid);
    }
    const moved = await db.transaction().execute(async (trx) => {
      const after = await moveRedemption(trx, id, ['approved'], { status: 'released', released_at: new Date(), reviewed_by: row.reviewed_by ?? actor.name });
      if (after) await audit.append(trx, actor, 'points_mall.redemption.release', `member:${row.member_id}`, { redemption: String(id), item: row.item_name });
      return after;
    });
    if (!moved) throw conflict(await existing(id));
    return answer(moved);
  };

  /** `applying` or `approved` (goods, not cash) to `rejected`: the points and the items come back. */
  const reject = async (id: bigint, reason: string, actor: Actor): Promise<BoPointsMallRedemption> => {
    const row = await existing(id);
    if (row.redeem_type === 'cash' || (row.status !== 'applying' && row.status !== 'approved')) throw conflict(row);
    const moved = await rejectAndReturn(db, id, ['applying', 'approved'], { reason, reviewedBy: actor.name }, (trx) =>
      audit.append(trx, actor, 'points_mall.redemption.reject', `member:${row.member_id}`, { redemption: String(id), reason, points: String(row.points) }),
    );
    if (!moved) throw conflict(await existing(id));
    return answer(moved);
  };

  const config = async () => configOut(await findConfig(db));

  const updateConfigOf = async (input: BoPointsMallConfigInput, actor: Actor): Promise<BoPointsMallConfig> =>
    db.transaction().execute(async (trx) => {
      const before = await findConfig(trx);
      const row = await updateConfig(trx, {
        convert_points: input.convertPoints,
        convert_amount: BigInt(input.convertAmount),
        convert_min_points: input.convertMinPoints,
        promotion_id: input.promotionId,
        updated_by: actor.name ?? 'staff',
      });
      await audit.append(trx, actor, 'points_mall.config.update', 'points_mall_config', { before: configOut(before), after: configOut(row) });
      return configOut(row);
    });

  /** Staff give or take back points with a reason, once per client key (`staff-grant:<key>`), audited in the same transaction. */
  const grantPoints = async (input: BoPointsGrantInput, actor: Actor): Promise<BoPointsGrantResult> => {
    const memberId = await findMemberIdByAccount(db, input.account);
    if (memberId === undefined) throw new AppError('NOT_FOUND', { details: { account: input.account } });
    return db.transaction().execute(async (trx) => {
      const posted = await postPoints(trx, {
        memberId,
        delta: BigInt(input.points),
        source: 'staff',
        sourceKey: `staff-grant:${input.clientKey}`,
        remark: input.reason,
        details: { reason: input.reason, staff: actor.name },
      });
      if (!posted.replayed) await audit.append(trx, actor, 'points_mall.points.grant', `member:${memberId}`, { points: input.points, reason: input.reason });
      return { account: input.account, points: Number(posted.delta), balanceAfter: Number(posted.balanceAfter), replayed: posted.replayed };
    });
  };

  return { grantPoints, goodsList, createGoods, updateGoods: updateGoodsOf, redemptions, approve, release, reject, config, updateConfig: updateConfigOf };
};

export type PointsMallAdminService = ReturnType<typeof createPointsMallAdminService>;

import type {
  ConvertPointRequest,
  ErrorCode,
  LanguageCode,
  PointsMallConvertTerms,
  PointsMallGoodsDetail,
  PointsMallGoodsPage,
  PointsMallGoodsQuery,
  PointsMallRedemptionPage,
  PointsMallRedemptionResult,
  PointsMallRedemptionStatus,
  RedeemPointRewardRequest,
} from '@gp/contracts';
import type { DB, PointsMallRedemptionsTable } from '@gp/db';
import type { Insertable, Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { findMemberRecord, lockMemberRecord, memberKind, memberRecordOf, verifyPaymentPassword } from '../../identity/accounts';
import type { SettingsService } from '../../platform/settings';
import { pointsBalanceOf, postPoints } from '../points';
import { finishPayouts, payOut, type PayoutDeps } from './mall-payout';
import { goodsTextOf, goodsView, isOffered, redemptionView } from './mall-views';
import {
  countHeldByMember,
  findConfig,
  findGoods,
  findRedemptionByKey,
  heldByMember,
  insertRedemption,
  insertRefusalIfNew,
  listMemberRedemptions,
  listOfferedGoods,
  takeStock,
  type RedemptionRow,
} from './mall.repository';

/** Refusals a replay of the same key answers again: the member's request, not the transport, was refused. */
const storedRefusals = new Set<ErrorCode>([
  'POINTS_INSUFFICIENT',
  'POINTS_MALL_GOODS_UNAVAILABLE',
  'POINTS_MALL_OUT_OF_STOCK',
  'POINTS_MALL_LIMIT_REACHED',
  'POINTS_MALL_CONVERT_INVALID',
  'POINTS_MALL_CONVERT_UNAVAILABLE',
]);

/** What a redemption request asks, compared with a replay's to refuse the same key used for another. */
type Ask = { kind: 'redeem' | 'convert'; goodsId: number | null; quantity: number; points: bigint };

/**
 * The member's side of the points mall: goods, redeeming them, converting points to cash, and the
 * redeem records. Both writes are behind the payment password and idempotent on the client's key,
 * refusals included (docs/loyalty.md, Points mall).
 */
export const createPointsMallService = (db: Kysely<DB>, settings: SettingsService) => {
  const merchant = () => settings.value('merchant');
  const payoutDeps = async (): Promise<PayoutDeps> => {
    const m = await merchant();
    return {
      currency: m.currency,
      isAgent: async (memberId) => {
        const record = await findMemberRecord(db, memberId);
        return record ? memberKind(record.type, m) === 'agent' : false;
      },
    };
  };

  const goods = async (member: MemberPrincipal, query: PointsMallGoodsQuery, language: LanguageCode): Promise<PointsMallGoodsPage> => {
    const { defaultLanguage } = await merchant();
    const { rows, total } = await listOfferedGoods(db, {
      redeemType: query.redeemType,
      offset: (query.pageNo - 1) * query.pageSize,
      limit: query.pageSize,
      now: new Date(),
    });
    const held = await heldByMember(
      db,
      member.id,
      rows.map((r) => r.id),
    );
    const { balance } = await pointsBalanceOf(db, member.id);
    return {
      pointsBalance: Number(balance),
      list: rows.map((r) => goodsView(r, language, defaultLanguage, held.get(r.id) ?? 0)),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      total,
      totalPages: Math.ceil(total / query.pageSize),
    };
  };

  const goodsDetail = async (member: MemberPrincipal, id: number, language: LanguageCode): Promise<PointsMallGoodsDetail> => {
    const { defaultLanguage } = await merchant();
    const row = await findGoods(db, id);
    if (!row || !isOffered(row, new Date())) throw new AppError('POINTS_MALL_GOODS_UNAVAILABLE', { details: { goodsId: id } });
    const { balance } = await pointsBalanceOf(db, member.id);
    return { ...goodsView(row, language, defaultLanguage, await countHeldByMember(db, member.id, id)), pointsBalance: Number(balance) };
  };

  const records = async (
    member: MemberPrincipal,
    query: { status?: PointsMallRedemptionStatus | undefined; pageNo: number; pageSize: number },
  ): Promise<PointsMallRedemptionPage> => {
    // A payout a stopped process left half done is finished before the member reads its status.
    await finishPayouts(db, await payoutDeps(), { memberId: member.id, limit: 5 });
    const { rows, total } = await listMemberRedemptions(db, {
      memberId: member.id,
      status: query.status,
      offset: (query.pageNo - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return { list: rows.map(redemptionView), pageNo: query.pageNo, pageSize: query.pageSize, total, totalPages: Math.ceil(total / query.pageSize) };
  };

  const convertTerms = async (): Promise<PointsMallConvertTerms> => {
    const c = await findConfig(db);
    return { points: c.convert_points, amount: Number(c.convert_amount), minPoints: c.convert_min_points, available: c.promotion_id !== null };
  };

  /** The answer a key already has: its row, or the refusal it was given; another request under the same key is a conflict. */
  const answerOf = async (member: MemberPrincipal, row: RedemptionRow, ask: Ask): Promise<PointsMallRedemptionResult> => {
    const same = row.kind === ask.kind && row.goods_id === ask.goodsId && row.quantity === ask.quantity && (ask.kind === 'redeem' || row.points === ask.points);
    if (!same) throw new AppError('IDEMPOTENCY_CONFLICT');
    if (row.status === 'refused') {
      throw new AppError((row.refusal_code ?? 'CONFLICT') as ErrorCode, { details: row.refusal_details ?? {} });
    }
    return { redemption: redemptionView(row), pointsBalance: Number((await pointsBalanceOf(db, member.id)).balance), replayed: true };
  };

  /**
   * Runs `write` (which debits the points inside its transaction) once per key. A refusal of the
   * request itself is kept as a `refused` row, so the same key answers with the same refusal; a
   * twin that committed first answers for both. A cash row is then paid (payOut).
   */
  const once = async (
    member: MemberPrincipal,
    key: string,
    ask: Ask,
    refusal: Omit<Insertable<PointsMallRedemptionsTable>, 'status' | 'refusal_code' | 'refusal_details' | 'member_id' | 'client_key'>,
    write: () => Promise<RedemptionRow | null>,
  ): Promise<PointsMallRedemptionResult> => {
    let row: RedemptionRow | null;
    try {
      row = await write();
    } catch (error) {
      if (!(error instanceof AppError) || !storedRefusals.has(error.code)) throw error;
      const stored = await insertRefusalIfNew(db, {
        ...refusal,
        member_id: member.id,
        client_key: key,
        status: 'refused',
        refusal_code: error.code,
        refusal_details: JSON.stringify(error.details ?? {}, (_key, value: unknown) => (typeof value === 'bigint' ? Number(value) : value)),
      });
      if (stored) throw error;
      row = null;
    }
    if (row === null) {
      const twin = await findRedemptionByKey(db, member.id, key);
      if (!twin) throw new AppError('CONFLICT');
      return answerOf(member, twin, ask);
    }
    let after = row;
    try {
      after = await payOut(db, row, await payoutDeps());
    } catch {
      // The points are taken and the row is approved: finishPayouts pays it on the next look.
    }
    return { redemption: redemptionView(after), pointsBalance: Number((await pointsBalanceOf(db, member.id)).balance), replayed: false };
  };

  /** The password first (a wrong one is counted, never stored), then a replay's first answer. */
  const checkAndFind = async (member: MemberPrincipal, paymentPassword: string, key: string) => {
    const record = await memberRecordOf(db, member);
    await verifyPaymentPassword(db, { id: record.id, paymentPasswordHash: record.payment_password_hash }, paymentPassword);
    return findRedemptionByKey(db, member.id, key);
  };

  /**
   * `MCS2_redeemPointReward`: in one transaction, behind the member's lock, the goods offered now,
   * the member's limit, one conditional stock decrement (never below zero), the redemption row, and
   * the points debit (`redeem:<id>`). Cash-for-points goods are then paid; the others wait for staff
   * as `applying`.
   */
  const redeem = async (member: MemberPrincipal, body: RedeemPointRewardRequest, language: LanguageCode): Promise<PointsMallRedemptionResult> => {
    const { defaultLanguage } = await merchant();
    const config = await findConfig(db);
    const goodsBefore = await findGoods(db, body.goodsId);
    const ask: Ask = { kind: 'redeem', goodsId: body.goodsId, quantity: body.quantity, points: 0n };
    const existing = await checkAndFind(member, body.paymentPassword, body.idempotencyKey);
    if (existing) return answerOf(member, existing, ask);
    const itemName = goodsBefore ? goodsTextOf(goodsBefore, language, defaultLanguage).name.slice(0, 120) : '';
    const refusal = {
      kind: 'redeem' as const,
      goods_id: goodsBefore ? goodsBefore.id : null,
      redeem_type: goodsBefore?.redeem_type ?? 'gift',
      item_name: itemName,
      quantity: body.quantity,
      points: 0n,
    };
    return once(member, body.idempotencyKey, ask, refusal, () =>
      db.transaction().execute(async (trx) => {
        await lockMemberRecord(trx, member.id);
        if (await findRedemptionByKey(trx, member.id, body.idempotencyKey)) return null;
        const g = await findGoods(trx, body.goodsId);
        // Cash goods need the paying promotion; without it they are not offered.
        if (!g || !isOffered(g, new Date()) || (g.redeem_type === 'cash' && config.promotion_id === null)) {
          throw new AppError('POINTS_MALL_GOODS_UNAVAILABLE', { details: { goodsId: body.goodsId } });
        }
        if (g.limit_per_member !== null) {
          const held = await countHeldByMember(trx, member.id, g.id);
          if (held + body.quantity > g.limit_per_member)
            throw new AppError('POINTS_MALL_LIMIT_REACHED', { details: { limit: g.limit_per_member, redeemed: held } });
        }
        if (!(await takeStock(trx, g.id, body.quantity))) throw new AppError('POINTS_MALL_OUT_OF_STOCK', { details: { stock: g.stock ?? 0 } });
        const points = g.points_needed * BigInt(body.quantity);
        const amount = g.amount_needed * BigInt(body.quantity);
        const status = g.redeem_type === 'cash' ? 'approved' : 'applying';
        const ratio = g.redeem_type === 'cash' ? `${g.points_needed}:${g.amount_needed}` : null;
        const row = await insertRedemption(trx, {
          member_id: member.id,
          client_key: body.idempotencyKey,
          kind: 'redeem',
          goods_id: g.id,
          redeem_type: g.redeem_type,
          item_name: itemName,
          quantity: body.quantity,
          points,
          amount,
          ratio,
          status,
        });
        await postPoints(trx, {
          memberId: member.id,
          delta: -points,
          source: 'redeem',
          sourceKey: `redeem:${row.id}`,
          details: {
            item: itemName,
            quantity: body.quantity,
            pointsNeeded: Number(points),
            amountNeeded: Number(amount),
            ratio,
            redeemType: g.redeem_type,
            status,
          },
        });
        return row;
      }),
    );
  };

  /**
   * `MCS2_convertPoint`: points to cash at the configured ratio, in whole steps from the minimum.
   * The debit (`convert:<id>`) and the row are one transaction; the cash is then paid as a bonus of
   * the configured loyalty promotion (payOut), or the points come back when it refuses.
   */
  const convert = async (member: MemberPrincipal, body: ConvertPointRequest): Promise<PointsMallRedemptionResult> => {
    const config = await findConfig(db);
    const ask: Ask = { kind: 'convert', goodsId: null, quantity: 1, points: BigInt(body.points) };
    const existing = await checkAndFind(member, body.paymentPassword, body.idempotencyKey);
    if (existing) return answerOf(member, existing, ask);
    const ratio = `${config.convert_points}:${config.convert_amount}`;
    const refusal = { kind: 'convert' as const, goods_id: null, redeem_type: 'cash' as const, quantity: 1, points: BigInt(body.points), ratio };
    return once(member, body.idempotencyKey, ask, refusal, () => {
      if (config.promotion_id === null) throw new AppError('POINTS_MALL_CONVERT_UNAVAILABLE');
      if (body.points < config.convert_min_points || body.points % config.convert_points !== 0) {
        throw new AppError('POINTS_MALL_CONVERT_INVALID', { details: { minPoints: config.convert_min_points, step: config.convert_points } });
      }
      const amount = (BigInt(body.points) / BigInt(config.convert_points)) * config.convert_amount;
      return db.transaction().execute(async (trx) => {
        await lockMemberRecord(trx, member.id);
        if (await findRedemptionByKey(trx, member.id, body.idempotencyKey)) return null;
        const row = await insertRedemption(trx, {
          member_id: member.id,
          client_key: body.idempotencyKey,
          kind: 'convert',
          goods_id: null,
          redeem_type: 'cash',
          quantity: 1,
          points: BigInt(body.points),
          amount,
          ratio,
          status: 'approved',
        });
        await postPoints(trx, {
          memberId: member.id,
          delta: -BigInt(body.points),
          source: 'convert',
          sourceKey: `convert:${row.id}`,
          details: { item: '', quantity: 1, pointsNeeded: body.points, amountNeeded: Number(amount), ratio, redeemType: 'cash', status: 'approved' },
        });
        return row;
      });
    });
  };

  return { goods, goodsDetail, records, convertTerms, redeem, convert };
};

export type PointsMallService = ReturnType<typeof createPointsMallService>;

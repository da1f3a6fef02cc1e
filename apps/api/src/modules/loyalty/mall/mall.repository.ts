import type { Executor, PointsMallGoodsTable, PointsMallRedeemType, PointsMallRedemptionStatus, PointsMallRedemptionsTable } from '@gp/db';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';

export type GoodsRow = Selectable<PointsMallGoodsTable>;
export type RedemptionRow = Selectable<PointsMallRedemptionsTable>;

/** Statuses that hold an item: every redemption but a refused or rejected one. */
const holding: PointsMallRedemptionStatus[] = ['applying', 'approved', 'released'];

// Goods.

export const findGoods = (db: Executor, id: number) => db.selectFrom('points_mall_goods').selectAll().where('id', '=', id).executeTakeFirst();

/** Goods players see now: enabled and inside their window, by sort order. */
export const listOfferedGoods = async (db: Executor, q: { redeemType?: PointsMallRedeemType | undefined; offset: number; limit: number; now: Date }) => {
  let query = db
    .selectFrom('points_mall_goods')
    .where('enabled', '=', true)
    .where((eb) => eb.or([eb('start_at', 'is', null), eb('start_at', '<=', q.now)]))
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', q.now)]));
  if (q.redeemType) query = query.where('redeem_type', '=', q.redeemType);
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('sort_order').orderBy('id').offset(q.offset).limit(q.limit).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
};

export const listAllGoods = (db: Executor) =>
  db.selectFrom('points_mall_goods').selectAll().orderBy('redeem_type').orderBy('sort_order').orderBy('id').execute();

export const insertGoods = (db: Executor, values: Insertable<PointsMallGoodsTable>) =>
  db.insertInto('points_mall_goods').values(values).returningAll().executeTakeFirstOrThrow();

export const updateGoods = (db: Executor, id: number, values: Updateable<PointsMallGoodsTable>) =>
  db
    .updateTable('points_mall_goods')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

/**
 * Takes `quantity` items when that many are left, in one conditional statement: two members racing
 * for the last item both reach this row, the second waits for the first's commit, then finds too
 * few and takes nothing. Goods without a stock (unlimited) always succeed.
 */
export const takeStock = async (db: Executor, goodsId: number, quantity: number): Promise<boolean> => {
  const row = await db
    .updateTable('points_mall_goods')
    .set({ stock: sql<number>`stock - ${quantity}` })
    .where('id', '=', goodsId)
    .where((eb) => eb.or([eb('stock', 'is', null), eb('stock', '>=', quantity)]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
};

/** Puts items back after a rejection; unlimited goods stay unlimited. */
export const returnStock = (db: Executor, goodsId: number, quantity: number) =>
  db
    .updateTable('points_mall_goods')
    .set({ stock: sql<number>`stock + ${quantity}` })
    .where('id', '=', goodsId)
    .where('stock', 'is not', null)
    .execute();

/** Items of these goods the member holds (redemptions neither refused nor rejected). */
export const countHeldByMember = async (db: Executor, memberId: bigint, goodsId: number): Promise<number> => {
  const row = await db
    .selectFrom('points_mall_redemptions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('quantity'), sql<string>`0`).as('n'))
    .where('member_id', '=', memberId)
    .where('goods_id', '=', goodsId)
    .where('status', 'in', holding)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** Per goods id, the items the member holds, for a page of goods. */
export const heldByMember = async (db: Executor, memberId: bigint, goodsIds: number[]): Promise<Map<number, number>> => {
  if (goodsIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('points_mall_redemptions')
    .select(['goods_id', (eb) => eb.fn.sum<string>('quantity').as('n')])
    .where('member_id', '=', memberId)
    .where('goods_id', 'in', goodsIds)
    .where('status', 'in', holding)
    .groupBy('goods_id')
    .execute();
  return new Map(rows.map((r) => [r.goods_id ?? 0, Number(r.n)]));
};

/** Per goods id, the items redeemed by anyone and not rejected: the back office's sold count. */
export const heldByGoods = async (db: Executor): Promise<Map<number, number>> => {
  const rows = await db
    .selectFrom('points_mall_redemptions')
    .select(['goods_id', (eb) => eb.fn.sum<string>('quantity').as('n')])
    .where('goods_id', 'is not', null)
    .where('status', 'in', holding)
    .groupBy('goods_id')
    .execute();
  return new Map(rows.map((r) => [r.goods_id ?? 0, Number(r.n)]));
};

// Redemptions.

export const findRedemptionByKey = (db: Executor, memberId: bigint, clientKey: string) =>
  db.selectFrom('points_mall_redemptions').selectAll().where('member_id', '=', memberId).where('client_key', '=', clientKey).executeTakeFirst();

export const findRedemption = (db: Executor, id: bigint) => db.selectFrom('points_mall_redemptions').selectAll().where('id', '=', id).executeTakeFirst();

/** The row, locked until the transaction ends: staff decisions and payouts of one redemption queue up. */
export const lockRedemption = (db: Executor, id: bigint) =>
  db.selectFrom('points_mall_redemptions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const insertRedemption = (db: Executor, values: Insertable<PointsMallRedemptionsTable>) =>
  db.insertInto('points_mall_redemptions').values(values).returningAll().executeTakeFirstOrThrow();

/** A refused request's answer, kept for its replays; nothing when a twin with the key committed first. */
export const insertRefusalIfNew = (db: Executor, values: Insertable<PointsMallRedemptionsTable>) =>
  db
    .insertInto('points_mall_redemptions')
    .values(values)
    .onConflict((oc) => oc.columns(['member_id', 'client_key']).doNothing())
    .returningAll()
    .executeTakeFirst();

/** Moves a redemption on only from the status the caller saw: a concurrent decision changes nothing twice. */
export const moveRedemption = (db: Executor, id: bigint, from: PointsMallRedemptionStatus[], values: Updateable<PointsMallRedemptionsTable>) =>
  db
    .updateTable('points_mall_redemptions')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();

export const listMemberRedemptions = async (
  db: Executor,
  q: { memberId: bigint; status?: PointsMallRedemptionStatus | undefined; offset: number; limit: number },
) => {
  let query = db.selectFrom('points_mall_redemptions').where('member_id', '=', q.memberId).where('status', '<>', 'refused');
  if (q.status) query = query.where('status', '=', q.status);
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').offset(q.offset).limit(q.limit).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
};

/** The staff queue: waiting redemptions oldest first when filtered by a waiting status, else newest first. */
export const listRedemptionsForStaff = async (
  db: Executor,
  q: { status?: PointsMallRedemptionStatus | undefined; memberAccount?: string | undefined; offset: number; limit: number },
) => {
  let query = db.selectFrom('points_mall_redemptions as r').innerJoin('members as m', 'm.id', 'r.member_id').where('r.status', '<>', 'refused');
  if (q.status) query = query.where('r.status', '=', q.status);
  if (q.memberAccount) query = query.where('m.account', '=', q.memberAccount);
  const oldestFirst = q.status === 'applying' || q.status === 'approved';
  const [rows, total] = await Promise.all([
    query
      .selectAll('r')
      .select('m.account as member_account')
      .orderBy('r.id', oldestFirst ? 'asc' : 'desc')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
};

/**
 * Cash payouts begun and not finished (the process stopped between the points debit and the
 * bonus): approved cash rows older than `before`, oldest first.
 */
export const listUnfinishedPayouts = (db: Executor, q: { before: Date; memberId?: bigint; limit: number }) => {
  let query = db
    .selectFrom('points_mall_redemptions')
    .selectAll()
    .where('status', '=', 'approved')
    .where('redeem_type', '=', 'cash')
    .where('created_at', '<', q.before);
  if (q.memberId !== undefined) query = query.where('member_id', '=', q.memberId);
  return query.orderBy('id').limit(q.limit).execute();
};

// Config.

export const findConfig = (db: Executor) => db.selectFrom('points_mall_config').selectAll().executeTakeFirstOrThrow();

export const updateConfig = (
  db: Executor,
  values: { convert_points: number; convert_amount: bigint; convert_min_points: number; promotion_id: number | null; updated_by: string },
) =>
  db
    .updateTable('points_mall_config')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', true)
    .returningAll()
    .executeTakeFirstOrThrow();

/** A member's id by account name, for a staff points grant (the accounts feature owns the row; this only reads it). */
export const findMemberIdByAccount = async (db: Executor, account: string): Promise<bigint | undefined> =>
  (await db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirst())?.id;

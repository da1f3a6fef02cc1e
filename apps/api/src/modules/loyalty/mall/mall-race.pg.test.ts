import type { Database } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../lib/password';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { createAuditService } from '../../platform/audit';
import { createSettingsService } from '../../platform/settings';
import { postPoints } from '../points';
import { insertPointsMember } from '../points/points.test-support';
import { createPointsMallService } from './mall.service';

// Real concurrency needs real PostgreSQL: PGlite has one connection and runs everything in turn.
let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

const paymentPassword = '135790';
const principalOf = (id: bigint): MemberPrincipal => ({ id, account: `m${id}`, type: 1, isTrial: false, isAgent: false, sessionId: 0n });

describe('redeeming the last items under concurrency (PostgreSQL)', () => {
  it('sells exactly the 3 items left to 30 members racing, debits points 3 times and never takes the stock below zero', async () => {
    const db = database.db;
    const settings = createSettingsService(db, createAuditService(db), 0);
    await settings.ensureDefaults();
    const mall = createPointsMallService(db, settings);
    const goods = await db
      .insertInto('points_mall_goods')
      .values({ redeem_type: 'gift', name: 'Last gifts', stock: 3, points_needed: 500n })
      .returning('id')
      .executeTakeFirstOrThrow();
    const hash = await hashPassword(paymentPassword);
    const members = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const id = await insertPointsMember(db);
        await db.updateTable('members').set({ payment_password_hash: hash }).where('id', '=', id).execute();
        await postPoints(db, { memberId: id, delta: 1_000n, source: 'staff', sourceKey: `race-grant:${i}` });
        return id;
      }),
    );

    const outcomes = await Promise.allSettled(
      members.map((id, i) => mall.redeem(principalOf(id), { goodsId: goods.id, quantity: 1, paymentPassword, idempotencyKey: `race-key-${i}-abcdef` }, 'EN')),
    );

    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const lost = outcomes.flatMap((o) => (o.status === 'rejected' ? [(o.reason as { code?: string }).code] : []));
    expect(won).toHaveLength(3);
    expect(lost).toEqual(Array.from({ length: 27 }, () => 'POINTS_MALL_OUT_OF_STOCK'));

    const row = await db.selectFrom('points_mall_goods').select('stock').where('id', '=', goods.id).executeTakeFirstOrThrow();
    expect(row.stock).toBe(0);
    const debits = await db
      .selectFrom('loyalty_point_entries')
      .select(['member_id', 'delta'])
      .where('source', '=', 'redeem')
      .where('member_id', 'in', members)
      .execute();
    expect(debits).toHaveLength(3);
    expect(debits.every((d) => d.delta === -500n)).toBe(true);
    const held = await db.selectFrom('points_mall_redemptions').select(['status']).where('goods_id', '=', goods.id).execute();
    expect(held.filter((h) => h.status === 'applying')).toHaveLength(3);
    expect(held.filter((h) => h.status === 'refused')).toHaveLength(27);
    // Every loser kept its points.
    const balances = await db.selectFrom('loyalty_point_balances').select('balance').where('member_id', 'in', members).execute();
    expect(balances.filter((b) => b.balance === 1_000n)).toHaveLength(27);
    expect(balances.filter((b) => b.balance === 500n)).toHaveLength(3);
  });

  it('answers one member racing the same key 10 times with one redemption', async () => {
    const db = database.db;
    const settings = createSettingsService(db, createAuditService(db), 0);
    const mall = createPointsMallService(db, settings);
    const goods = await db
      .insertInto('points_mall_goods')
      .values({ redeem_type: 'gift', name: 'Once', stock: 5, points_needed: 100n })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = await insertPointsMember(db);
    await db
      .updateTable('members')
      .set({ payment_password_hash: await hashPassword(paymentPassword) })
      .where('id', '=', id)
      .execute();
    await postPoints(db, { memberId: id, delta: 1_000n, source: 'staff', sourceKey: 'race-grant-one' });
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        mall.redeem(principalOf(id), { goodsId: goods.id, quantity: 1, paymentPassword, idempotencyKey: 'same-key-123456' }, 'EN'),
      ),
    );
    expect(new Set(outcomes.map((o) => o.redemption.id)).size).toBe(1);
    expect(outcomes.filter((o) => !o.replayed)).toHaveLength(1);
    const row = await db.selectFrom('points_mall_goods').select('stock').where('id', '=', goods.id).executeTakeFirstOrThrow();
    expect(row.stock).toBe(4);
  });
});

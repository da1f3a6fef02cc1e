import type { DB, Executor } from '@gp/db';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { createAuditService, systemActor } from '../../platform/audit';
import { createSettingsService } from '../../platform/settings';

/** Test helpers of red envelopes and the wheel: a member, a loyalty promotion, the services' deps. */

export const staffActor = { ...systemActor('test'), type: 'staff' as const, id: '1', name: 'tester' };

export const insertLoyaltyMember = async (db: Executor, values: { vipLevel?: number; type?: number } = {}): Promise<MemberPrincipal> => {
  const account = `e${randomUUID().slice(0, 12).replaceAll('-', '')}`;
  const row = await db
    .insertInto('members')
    .values({ account, password_hash: 'x', register_method: 'username', vip_level: values.vipLevel ?? 0, type: values.type ?? 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, account, type: values.type ?? 0, isTrial: false, isAgent: false, sessionId: 0n };
};

/** A promotion of kind `loyalty` (no budget unless given) that pays envelopes and wheel prizes in tests. */
export const insertLoyaltyPromotion = async (db: Executor, budgetTotal: bigint | null = null): Promise<number> => {
  const promotion = await db
    .insertInto('content_promotions')
    .values({ title: 'Red envelope rain', category: 'VIP', images: '[]', content: '', language: 'EN' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('promotion_rules')
    .values({
      promotion_id: promotion.id,
      kind: 'loyalty',
      parameters: JSON.stringify({ kind: 'loyalty' }),
      budget_total: budgetTotal,
      turnover_multiple_bp: 10_000,
    })
    .execute();
  return promotion.id;
};

export const loyaltyDeps = async (db: Kysely<DB>) => {
  const audit = createAuditService(db);
  const settings = createSettingsService(db, audit, 0);
  await settings.ensureDefaults();
  return { audit, settings };
};

/** The member's main wallet balance (minor units), or null before any payment. */
export const walletBalanceOf = async (db: Executor, memberId: bigint) =>
  (
    await db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('kind', '=', 'player_main')
      .where('owner_type', '=', 'player')
      .where('owner_id', '=', String(memberId))
      .executeTakeFirst()
  )?.balance ?? null;

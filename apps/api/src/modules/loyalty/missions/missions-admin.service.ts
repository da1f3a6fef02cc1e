import type { BoMission, BoMissionInput, BoMissionList } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { Actor, AuditService } from '../../platform/audit';
import { conditionsOf } from './missions.service';
import { claimCounts, findMission, findPromotionRuleKind, insertMission, listMissions, updateMission, type MissionRow } from './missions.repository';

/** Tickets granted at once are capped by the wheel (1 to 1,000). */
const maxTickets = 1000;

const toBo = (row: MissionRow, claims: number): BoMission => ({
  id: row.id,
  period: row.period,
  title: row.title,
  description: row.description,
  translations: row.translations,
  conditions: conditionsOf(row),
  rewardKind: row.reward_kind,
  rewardAmount: Number(row.reward_amount),
  turnoverMultipleBp: row.turnover_multiple_bp,
  promotionId: row.promotion_id,
  vipLevels: row.vip_levels,
  memberTypes: row.member_types,
  startAt: row.start_at?.toISOString() ?? null,
  endAt: row.end_at?.toISOString() ?? null,
  enabled: row.enabled,
  sequence: row.sequence,
  claims,
  updatedAt: row.updated_at.toISOString(),
});

const valuesOf = (input: BoMissionInput) => {
  if (input.rewardKind === 'tickets' && input.rewardAmount > maxTickets) {
    throw new AppError('VALIDATION_ERROR', { details: { field: 'rewardAmount', reason: `at most ${maxTickets} tickets` } });
  }
  return {
    period: input.period,
    title: input.title,
    description: input.description,
    translations: JSON.stringify(input.translations),
    conditions: JSON.stringify(input.conditions),
    reward_kind: input.rewardKind,
    reward_amount: BigInt(input.rewardAmount),
    turnover_multiple_bp: input.turnoverMultipleBp,
    promotion_id: input.rewardKind === 'money' ? input.promotionId : null,
    vip_levels: JSON.stringify(input.vipLevels),
    member_types: JSON.stringify(input.memberTypes),
    start_at: input.startAt,
    end_at: input.endAt,
    enabled: input.enabled,
    sequence: input.sequence,
  };
};

/** Staff's mission editor: list, create and update, each change audited with the row before and after. */
export const createMissionsAdminService = (db: Kysely<DB>, audit: AuditService) => {
  const list = async (): Promise<BoMissionList> => {
    const [rows, counts] = [await listMissions(db), await claimCounts(db)];
    return { list: rows.map((r) => toBo(r, counts.get(r.id) ?? 0)) };
  };

  const assertLoyaltyPromotion = async (promotionId: number | null) => {
    if (promotionId === null) return;
    if ((await findPromotionRuleKind(db, promotionId)) !== 'loyalty')
      throw new AppError('VALIDATION_ERROR', { details: { field: 'promotionId', reason: 'not a loyalty promotion' } });
  };

  const create = async (input: BoMissionInput, actor: Actor): Promise<BoMission> => {
    await assertLoyaltyPromotion(input.rewardKind === 'money' ? input.promotionId : null);
    const values = valuesOf(input);
    const row = await db.transaction().execute(async (trx) => {
      const inserted = await insertMission(trx, values);
      await audit.append(trx, actor, 'loyalty.mission.create', `mission:${inserted.id}`, { after: input });
      return inserted;
    });
    return toBo(row, 0);
  };

  const update = async (id: number, input: BoMissionInput, actor: Actor): Promise<BoMission> => {
    await assertLoyaltyPromotion(input.rewardKind === 'money' ? input.promotionId : null);
    const values = valuesOf(input);
    const before = await findMission(db, id);
    if (!before) throw new AppError('NOT_FOUND', { details: { missionId: id } });
    const row = await db.transaction().execute(async (trx) => {
      const updated = await updateMission(trx, id, values);
      if (!updated) throw new AppError('NOT_FOUND', { details: { missionId: id } });
      await audit.append(trx, actor, 'loyalty.mission.update', `mission:${id}`, { before: toBo(before, 0), after: input });
      return updated;
    });
    return toBo(row, (await claimCounts(db)).get(id) ?? 0);
  };

  return { list, create, update };
};

export type MissionsAdminService = ReturnType<typeof createMissionsAdminService>;

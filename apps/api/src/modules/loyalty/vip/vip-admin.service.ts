import type {
  BoVipLevel,
  BoVipLevelInput,
  BoVipLevelSet,
  BoVipMemberHistory,
  BoVipMemberPage,
  BoVipMemberQuery,
  BoVipProgramme,
  BoVipSettingsInput,
} from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { pageOf } from '../../../lib/page';
import { setMemberVipLevels } from '../../identity/accounts';
import type { StaffCaller } from '../../identity/staff';
import type { AuditService } from '../../platform/audit';
import type { LevelRow } from './vip-runner';
import {
  countMembers,
  deleteLevel,
  findLevel,
  findMember,
  findPromotion,
  listMembers,
  memberHistory,
  membersPerLevel,
  updateSettings,
  upsertLevel,
  type LevelValues,
} from './vip-admin.repository';
import { findSettings, insertHistory, listLevels } from './vip.repository';

const toBoLevel = (l: LevelRow, members: number): BoVipLevel => ({
  level: l.level,
  names: l.names,
  benefits: l.benefits,
  icon: l.icon as BoVipLevel['icon'],
  depositThreshold: Number(l.deposit_threshold),
  validBetThreshold: Number(l.valid_bet_threshold),
  keepDeposit: Number(l.keep_deposit),
  keepValidBet: Number(l.keep_valid_bet),
  upgradeBonus: Number(l.upgrade_bonus),
  weeklyBonus: Number(l.weekly_bonus),
  monthlyBonus: Number(l.monthly_bonus),
  turnoverMultipleBp: l.turnover_multiple_bp,
  members,
  updatedAt: l.updated_at.toISOString(),
});

export const valuesOf = (input: BoVipLevelInput): LevelValues => ({
  names: input.names,
  benefits: input.benefits,
  icon: input.icon,
  depositThreshold: BigInt(input.depositThreshold),
  validBetThreshold: BigInt(input.validBetThreshold),
  keepDeposit: BigInt(input.keepDeposit),
  keepValidBet: BigInt(input.keepValidBet),
  upgradeBonus: BigInt(input.upgradeBonus),
  weeklyBonus: BigInt(input.weeklyBonus),
  monthlyBonus: BigInt(input.monthlyBonus),
  turnoverMultipleBp: input.turnoverMultipleBp,
});

/** The back office's VIP programme: the ladder, the settings, members by level, history and a manual level (every write audited). */
export const createVipAdminService = (db: Kysely<DB>, deps: { audit: AuditService }) => {
  const programme = async (): Promise<BoVipProgramme> => {
    const [settings, levels, counts] = await Promise.all([findSettings(db), listLevels(db), membersPerLevel(db)]);
    const promotion = settings.promotion_id === null ? undefined : await findPromotion(db, settings.promotion_id);
    return {
      settings: {
        promotionId: settings.promotion_id,
        promotionTitle: promotion?.title ?? null,
        windowDays: settings.window_days,
        keepPeriod: settings.keep_period,
        maxDropLevels: settings.max_drop_levels,
      },
      levels: levels.map((l) => toBoLevel(l, counts.get(l.level) ?? 0)),
    };
  };

  const saveLevel = async (level: number, input: BoVipLevelInput, caller: StaffCaller): Promise<BoVipProgramme> => {
    await db.transaction().execute(async (trx) => {
      const before = await findLevel(trx, level, true);
      await upsertLevel(trx, level, valuesOf(input));
      await deps.audit.append(trx, caller.actor, before ? 'vip.level.update' : 'vip.level.create', `vip_level:${level}`, {
        before: before ? toBoLevel(before, 0) : null,
        after: input,
      });
    });
    return programme();
  };

  /** Level 0 stays (every member starts there); a level members hold cannot go. */
  const removeLevel = async (level: number, caller: StaffCaller): Promise<BoVipProgramme> => {
    if (level === 0) throw new AppError('CONFLICT', { details: { reason: 'VIP_LEVEL_ZERO' } });
    const holders = await countMembers(db, { level });
    if (holders > 0) throw new AppError('CONFLICT', { details: { reason: 'VIP_LEVEL_HAS_MEMBERS', members: holders } });
    await db.transaction().execute(async (trx) => {
      const before = await findLevel(trx, level, true);
      if (!before) throw new AppError('NOT_FOUND', { details: { level } });
      await deleteLevel(trx, level);
      await deps.audit.append(trx, caller.actor, 'vip.level.delete', `vip_level:${level}`, { before: toBoLevel(before, 0) });
    });
    return programme();
  };

  const saveSettings = async (input: BoVipSettingsInput, caller: StaffCaller): Promise<BoVipProgramme> => {
    if (input.promotionId !== null) {
      const promotion = await findPromotion(db, input.promotionId);
      if (!promotion) throw new AppError('CONTENT_NOT_FOUND', { details: { promotionId: input.promotionId } });
      if (promotion.kind !== 'loyalty') throw new AppError('VALIDATION_ERROR', { details: { field: 'promotionId', reason: 'NOT_LOYALTY_PROMOTION' } });
    }
    await db.transaction().execute(async (trx) => {
      const before = await findSettings(trx);
      await updateSettings(trx, input);
      await deps.audit.append(trx, caller.actor, 'vip.settings.update', 'vip_settings', {
        before: { promotionId: before.promotion_id, windowDays: before.window_days, keepPeriod: before.keep_period, maxDropLevels: before.max_drop_levels },
        after: input,
      });
    });
    return programme();
  };

  const members = async (query: BoVipMemberQuery): Promise<BoVipMemberPage> => {
    const filter = { level: query.level, account: query.account };
    const [total, rows] = await Promise.all([countMembers(db, filter), listMembers(db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize)]);
    return pageOf(
      rows.map((r) => ({ memberId: Number(r.id), account: r.account, level: r.vip_level, since: r.since ? new Date(r.since).toISOString() : null })),
      total,
      query,
    );
  };

  const history = async (memberId: bigint): Promise<BoVipMemberHistory> => {
    const member = await findMember(db, memberId);
    if (!member) throw new AppError('NOT_FOUND', { details: { memberId: String(memberId) } });
    const rows = await memberHistory(db, memberId, 200);
    return {
      memberId: Number(member.id),
      account: member.account,
      level: member.vip_level,
      history: rows.map((h) => ({
        id: Number(h.id),
        fromLevel: h.from_level,
        toLevel: h.to_level,
        reason: h.reason,
        periodKey: h.period_key,
        staff: h.username,
        remark: h.remark,
        createdAt: h.created_at.toISOString(),
      })),
    };
  };

  /** Staff set a level by hand: history reason `staff`, audited, no upgrade bonus. The runs go on from the new level. */
  const setLevel = async (memberId: bigint, input: BoVipLevelSet, caller: StaffCaller): Promise<BoVipMemberHistory> => {
    await db.transaction().execute(async (trx) => {
      const member = await findMember(trx, memberId, true);
      if (!member) throw new AppError('NOT_FOUND', { details: { memberId: String(memberId) } });
      if (member.vip_level === input.level) return;
      const done = await setMemberVipLevels(trx, [{ memberId, from: member.vip_level, to: input.level }]);
      await insertHistory(
        trx,
        done.map((c) => ({
          memberId,
          from: c.from,
          to: c.to,
          reason: 'staff' as const,
          periodKey: null,
          staffId: Number(caller.staffId),
          remark: input.remark,
        })),
      );
      await deps.audit.append(trx, caller.actor, 'vip.member.level', `member:${memberId}`, { from: member.vip_level, to: input.level, remark: input.remark });
    });
    return history(memberId);
  };

  return { programme, saveLevel, removeLevel, saveSettings, members, history, setLevel };
};

export type VipAdminService = ReturnType<typeof createVipAdminService>;

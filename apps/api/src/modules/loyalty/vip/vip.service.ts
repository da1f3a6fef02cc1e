import type { LanguageCode, VipBonusList, VipInfo } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { periodAt } from '../../../lib/business-periods/periods';
import type { MemberPrincipal } from '../../../lib/member-principal';
import type { SettingsService } from '../../platform/settings';
import { pointRatesFor } from '../points';
import { nextLevel } from './vip-math';
import { ruleOf } from './vip-runner';
import { levelView } from './vip-view';
import { findSettings, listLevels, memberDues, memberFigures } from './vip.repository';
import { findMember } from './vip-admin.repository';

/** The member's VIP page: level, rolling and keep-period figures, the ladder, the VIP bonuses received. */
export const createVipService = (db: Kysely<DB>, deps: { settings: SettingsService; timeZone: string; wallClock?: () => Date }) => {
  const clock = deps.wallClock ?? (() => new Date());

  const info = async (member: MemberPrincipal, language: LanguageCode): Promise<VipInfo> => {
    const merchant = await deps.settings.value('merchant');
    const [settings, levels, row] = await Promise.all([findSettings(db), listLevels(db), findMember(db, member.id)]);
    if (!row) throw new AppError('NOT_FOUND', { details: { memberId: String(member.id) } });
    const now = clock();
    const rolling = await memberFigures(db, member.id, new Date(now.getTime() - settings.window_days * 86_400_000), now, true);
    // The points rates are the points feature's, per source and level.
    const rates = await Promise.all(levels.map((l) => pointRatesFor(db, l.level)));
    const keep =
      settings.keep_period === 'none' ? rolling : await memberFigures(db, member.id, periodAt(settings.keep_period, now, deps.timeZone).start, now, false);
    return {
      level: row.vip_level,
      currency: merchant.currency,
      windowDays: settings.window_days,
      keepPeriod: settings.keep_period,
      deposits: Number(rolling.deposits),
      validBets: Number(rolling.validBets),
      periodDeposits: Number(keep.deposits),
      periodValidBets: Number(keep.validBets),
      nextLevel: nextLevel(levels.map(ruleOf), row.vip_level)?.level ?? null,
      levels: levels.map((l, i) => levelView(l, language, rates[i] ?? {})),
    };
  };

  const bonuses = async (member: MemberPrincipal): Promise<VipBonusList> => ({
    list: (await memberDues(db, member.id, 100)).map((d) => ({
      id: Number(d.id),
      kind: d.kind,
      level: d.level,
      periodKey: d.period_key,
      amount: Number(d.amount),
      status: d.status,
      createdAt: d.created_at.toISOString(),
    })),
  });

  return { info, bonuses };
};

export type VipService = ReturnType<typeof createVipService>;

import type { ClaimMissionResult, MissionCondition, MissionSummary, MissionView, LanguageCode } from '@gp/contracts';
import { missionCondition } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { periodAt, periodDays, type Period } from '../../../lib/business-periods/periods';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { issueBonus } from '../../engagement/promotions';
import type { SettingsService } from '../../platform/settings';
import { postPoints } from '../points';
import { grantWheelTickets } from '../wheel';
import { conditionProgress, eligibleFor, loginStreakOf, missionComplete, progressBpOf, type MissionFacts } from './mission-progress';
import {
  depositedIn,
  depositingInviteesIn,
  dropUnpaidClaim,
  findClaim,
  findMemberClaims,
  findMemberProfile,
  findMission,
  gamesIn,
  insertClaimIfNew,
  listOpenMissions,
  loginDaysIn,
  markClaimPaid,
  type MissionRow,
} from './missions.repository';

export type MissionsDeps = { settings: SettingsService; timeZone: string; clock?: () => Date };

/** A login streak may start this many days before the period and still count. */
const streakLookbackDays = 31;

/** The stored conditions, checked by the same schema staff wrote them with; a row edited by hand into a wrong shape is refused. */
export const conditionsOf = (row: MissionRow): MissionCondition[] => {
  const parsed = missionCondition.array().safeParse(row.conditions);
  if (!parsed.success) throw new AppError('INVALID_STATE', { details: { missionId: row.id, reason: 'stored conditions invalid' } });
  return parsed.data;
};

const textOf = (row: MissionRow, language: LanguageCode) => {
  const own = row.translations[language];
  return own && language !== 'EN' ? own : { title: row.title, description: row.description };
};

/**
 * Missions as a member sees them: progress computed from the facts of the mission's current day or
 * week, and the claim, paid once per member, mission and period (docs/loyalty.md, "Missions").
 */
export const createMissionsService = (db: Kysely<DB>, deps: MissionsDeps) => {
  const clock = deps.clock ?? (() => new Date());
  const zone = deps.timeZone;

  const factsOf = async (memberId: bigint, period: Period, needs: ReadonlySet<MissionCondition['type']>): Promise<MissionFacts> => {
    const w = { start: period.start, end: period.end };
    const since = new Date(period.start.getTime() - streakLookbackDays * 86_400_000);
    return {
      deposited: needs.has('deposit') ? await depositedIn(db, memberId, w) : 0n,
      games: needs.has('valid_bets') || needs.has('rounds') ? await gamesIn(db, memberId, w) : new Map(),
      loginStreak: needs.has('login_streak') ? loginStreakOf(await loginDaysIn(db, memberId, since, w.end, zone), periodDays(period, zone).fromDay) : 0,
      depositingInvitees: needs.has('invite_depositor') ? await depositingInviteesIn(db, memberId, w) : 0,
    };
  };

  /** The open missions this member may take, each with its current period. */
  const missionsFor = async (member: MemberPrincipal, now: Date) => {
    const profile = await findMemberProfile(db, member.id);
    if (!profile) throw new AppError('UNAUTHORIZED');
    const rows = await listOpenMissions(db, now);
    return rows
      .filter((row) => eligibleFor({ vipLevels: row.vip_levels, memberTypes: row.member_types }, { vipLevel: profile.vip_level, type: profile.type }))
      .map((row) => ({ row, conditions: conditionsOf(row), period: periodAt(row.period, now, zone) }));
  };

  const viewOf = (
    row: MissionRow,
    conditions: MissionCondition[],
    period: Period,
    facts: MissionFacts,
    claimed: boolean,
    language: LanguageCode,
  ): MissionView => {
    const progress = conditions.map((c) => conditionProgress(c, facts));
    const complete = missionComplete(progress);
    return {
      id: row.id,
      period: row.period,
      periodKey: period.key,
      periodEnd: period.end.toISOString(),
      ...textOf(row, language),
      conditions: progress,
      progressBp: claimed ? 10_000 : progressBpOf(progress),
      complete: complete || claimed,
      claimed,
      claimable: complete && !claimed,
      reward: { kind: row.reward_kind, amount: Number(row.reward_amount), turnoverMultipleBp: row.turnover_multiple_bp },
    };
  };

  /** Every mission the member may take, with live progress, and how many wait to be claimed (the red badge). */
  const summary = async (member: MemberPrincipal, language: LanguageCode): Promise<MissionSummary> => {
    const now = clock();
    const missions = await missionsFor(member, now);
    const keys = [...new Set(missions.map((m) => m.period.key))];
    const claimed = new Set((await findMemberClaims(db, member.id, keys)).map((c) => `${c.mission_id}:${c.period_key}`));
    // The facts are read once per period kind (a day, a week), for the conditions some mission needs.
    const factsByPeriod = new Map<string, MissionFacts>();
    for (const kind of ['daily', 'weekly'] as const) {
      const ofKind = missions.filter((m) => m.row.period === kind);
      const first = ofKind[0];
      if (!first) continue;
      const needs = new Set(ofKind.flatMap((m) => m.conditions.map((c) => c.type)));
      factsByPeriod.set(kind, await factsOf(member.id, first.period, needs));
    }
    const views = missions.map(({ row, conditions, period }) =>
      viewOf(row, conditions, period, factsByPeriod.get(row.period)!, claimed.has(`${row.id}:${period.key}`), language),
    );
    return { missions: views, claimableCount: views.filter((v) => v.claimable).length };
  };

  const answerOf = (row: MissionRow, periodKey: string, status: 'paying' | 'paid', replayed: boolean): ClaimMissionResult => ({
    missionId: row.id,
    periodKey,
    reward: { kind: row.reward_kind, amount: Number(row.reward_amount), turnoverMultipleBp: row.turnover_multiple_bp },
    status,
    replayed,
  });

  /**
   * Pays a money reward for a claim row: issueBonus is idempotent per promotion, member and period
   * key, so a twin racing here, or a retry of a claim left paying, pays once.
   */
  const payMoney = async (member: MemberPrincipal, row: MissionRow, claimId: bigint, periodKey: string) => {
    if (row.promotion_id === null) throw new AppError('INVALID_STATE', { details: { missionId: row.id, reason: 'no paying promotion' } });
    const merchant = await deps.settings.value('merchant');
    const bonus = await issueBonus(db, {
      promotionId: row.promotion_id,
      member: { id: member.id, isAgent: member.isAgent },
      periodKey: `mission-${row.id}-${periodKey}`,
      amount: row.reward_amount,
      currency: merchant.currency,
      status: 'claimed',
      turnoverMultipleBp: row.turnover_multiple_bp,
    });
    return markClaimPaid(db, claimId, { promotionClaimId: bonus.claimId });
  };

  /**
   * Claims a mission's reward for the current period. The server re-checks completion from the
   * facts; a claim already made answers as it was (`replayed`), whatever races it.
   */
  const claim = async (member: MemberPrincipal, missionId: number): Promise<ClaimMissionResult> => {
    const now = clock();
    const found = (await missionsFor(member, now)).find((m) => m.row.id === missionId);
    if (!found) {
      // A mission closed since the member's claim still answers that claim.
      const row = await findMission(db, missionId);
      const prior = row ? await findClaim(db, { missionId, memberId: member.id, periodKey: periodAt(row.period, now, zone).key }) : undefined;
      if (row && prior?.status === 'paid') return answerOf(row, prior.period_key, 'paid', true);
      throw new AppError('NOT_FOUND', { details: { missionId } });
    }
    const { row, conditions, period } = found;
    const key = { missionId, memberId: member.id, periodKey: period.key };
    const existing = await findClaim(db, key);
    if (existing?.status === 'paid') return answerOf(row, period.key, 'paid', true);
    if (!existing) {
      const facts = await factsOf(member.id, period, new Set(conditions.map((c) => c.type)));
      const progress = conditions.map((c) => conditionProgress(c, facts));
      if (!missionComplete(progress)) throw new AppError('MISSION_NOT_COMPLETE', { details: { missionId, progressBp: progressBpOf(progress) } });
    }

    if (row.reward_kind === 'money') {
      const inserted = existing ? undefined : await insertClaimIfNew(db, key, { kind: row.reward_kind, amount: row.reward_amount });
      const claimRow = existing ?? inserted ?? (await findClaim(db, key));
      if (!claimRow) throw new AppError('CONFLICT', { details: { missionId } });
      if (claimRow.status === 'paid') return answerOf(row, period.key, 'paid', true);
      try {
        await payMoney(member, row, claimRow.id, period.key);
      } catch (error) {
        // Refused (budget spent, member excluded): nothing was paid, so the claim is taken back.
        await dropUnpaidClaim(db, claimRow.id);
        throw error;
      }
      return answerOf(row, period.key, 'paid', inserted === undefined);
    }

    // Points and tickets commit with the claim row in one transaction: a twin finds the row and replays.
    const paid = await db.transaction().execute(async (trx) => {
      const claimRow = await insertClaimIfNew(trx, key, { kind: row.reward_kind, amount: row.reward_amount });
      if (!claimRow) return null;
      const sourceKey = `mission:${row.id}:${period.key}`;
      if (row.reward_kind === 'points') {
        const entry = await postPoints(trx, {
          memberId: member.id,
          delta: row.reward_amount,
          source: 'mission',
          sourceKey,
          remark: row.title.slice(0, 200),
          details: { missionId: row.id, periodKey: period.key },
        });
        return markClaimPaid(trx, claimRow.id, { pointsEntryId: entry.entryId });
      }
      await grantWheelTickets(trx, {
        memberId: member.id,
        count: Number(row.reward_amount),
        source: 'mission',
        sourceKey,
        remark: row.title.slice(0, 200),
        details: { missionId: row.id, periodKey: period.key },
      });
      return markClaimPaid(trx, claimRow.id, {});
    });
    return answerOf(row, period.key, 'paid', paid === null);
  };

  return { summary, claim };
};

export type MissionsService = ReturnType<typeof createMissionsService>;

import type {
  DepositLimitsRequest,
  DepositLimitView,
  ExclusionView,
  MemberProtectionStaffView,
  ProtectionOverview,
  RealityCheckStatus,
  WagerLimitsOverview,
  WagerLimitsRequest,
} from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { AuditService } from '../../platform/audit';
import type { CallerContext } from '../../../lib/caller-context';
import type { MemberPrincipal } from '../../../lib/member-principal';
import type { MemberSessionsService } from '../../identity/accounts';
import { checkSessionPassword, lockMemberRecord } from '../../identity/accounts';
import type { SettingsService } from '../../platform/settings';
import { depositUsage, wagerUsage } from './protection-guard';
import {
  changeLimit,
  depositLimitWindows,
  exclusionEnd,
  exclusionKindOf,
  noLimit,
  remainingOf,
  selfExclusionPeriods,
  settleLimit,
  tightestWindow,
  timeOutPeriods,
  type ExclusionPeriod,
  type WindowUsage,
} from './protection-rules';
import {
  findActiveExclusion,
  findDepositLimits,
  findMemberAccount,
  findWagerLimits,
  findRealityCheckMinutes,
  findSessionStart,
  insertExclusion,
  listExclusions,
  sumGameResultSince,
  upsertDepositLimit,
  upsertRealityCheckMinutes,
  upsertWagerLimit,
  type DepositLimitRow,
  type ExclusionRow,
} from './protection.repository';

const exclusionViewOf = (row: ExclusionRow): ExclusionView => ({
  kind: row.kind,
  period: row.period,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
});

/**
 * Player protection (responsible gaming): the member's own deposit and wager limits, self-exclusion
 * and time-out, and the reality check; a read-only view for staff. The gates other modules call live in
 * protection-guard.ts.
 */
export const createProtectionService = (
  db: Kysely<DB>,
  deps: { settings: SettingsService; sessions: MemberSessionsService; audit: AuditService; now?: () => Date },
) => {
  const { settings, sessions, audit } = deps;
  const now = deps.now ?? (() => new Date());

  /** Each window as the player sees it: the limit in force, its usage, what is left, and a waiting raise. */
  const limitViews = (rows: readonly DepositLimitRow[], usages: readonly WindowUsage[], at: Date): DepositLimitView[] =>
    depositLimitWindows.map((window) => {
      const row = rows.find((r) => r.window === window) ?? noLimit;
      const state = settleLimit(row, at);
      const usage = usages.find((u) => u.window === window) ?? { window, limit: null, used: 0n };
      const remaining = remainingOf(usage);
      return {
        window,
        limit: state.amount === null ? null : Number(state.amount),
        used: Number(usage.used),
        remaining: remaining === null ? null : Number(remaining),
        pending:
          state.pendingEffectiveAt === null
            ? null
            : { limit: state.pendingAmount === null ? null : Number(state.pendingAmount), effectiveAt: state.pendingEffectiveAt.toISOString() },
      };
    });

  const remainingNumber = (usages: readonly WindowUsage[]): number | null => {
    const tightest = tightestWindow(usages);
    return tightest === null ? null : Number(tightest.remaining);
  };

  const wagerPartOf = async (memberId: bigint, at: Date) => {
    const usages = await wagerUsage(db, memberId, at);
    return { wagerLimits: limitViews(await findWagerLimits(db, memberId), usages, at), wagerRemaining: remainingNumber(usages) };
  };

  const overviewOf = async (memberId: bigint): Promise<ProtectionOverview> => {
    const [cashier, merchant] = await Promise.all([settings.value('cashier'), settings.value('merchant')]);
    const at = now();
    const usages = await depositUsage(db, memberId, at);
    const exclusion = await findActiveExclusion(db, memberId, at);
    return {
      depositLimits: limitViews(await findDepositLimits(db, memberId), usages, at),
      depositRemaining: remainingNumber(usages),
      ...(await wagerPartOf(memberId, at)),
      exclusion: exclusion === undefined ? null : exclusionViewOf(exclusion),
      realityCheck: { minutes: await findRealityCheckMinutes(db, memberId), choices: cashier.realityCheckMinutes },
      selfExclusionPeriods: [...selfExclusionPeriods],
      timeOutPeriods: [...timeOutPeriods],
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
    };
  };

  /** Stores waiting changes that are due, so the tables say what is in force (reads apply them anyway). */
  const applyDueChanges = async (memberId: bigint, at: Date) => {
    const due = (row: DepositLimitRow) => row.pendingEffectiveAt !== null && row.pendingEffectiveAt.getTime() <= at.getTime();
    for (const row of (await findDepositLimits(db, memberId)).filter(due)) await upsertDepositLimit(db, memberId, row.window, settleLimit(row, at), at);
    for (const row of (await findWagerLimits(db, memberId)).filter(due)) await upsertWagerLimit(db, memberId, row.window, settleLimit(row, at), at);
  };

  const overview = async (member: MemberPrincipal) => {
    await applyDueChanges(member.id, now());
    return overviewOf(member.id);
  };

  /**
   * Applies the requested windows to deposit or wager limits. Lowering applies at once; raising or
   * removing waits 24 hours (protection-rules.ts `changeLimit`).
   */
  const changeLimits = async (
    memberId: bigint,
    request: DepositLimitsRequest,
    store: { find: typeof findDepositLimits; upsert: typeof upsertDepositLimit },
  ) => {
    const at = now();
    await db.transaction().execute(async (trx) => {
      // The member's limit rows are read and written under one lock so two saves cannot interleave.
      await lockMemberRecord(trx, memberId);
      const rows = await store.find(trx, memberId);
      for (const window of depositLimitWindows) {
        const requested = request[window];
        if (requested === undefined) continue;
        const current = rows.find((r) => r.window === window) ?? noLimit;
        const next = changeLimit(current, requested === null ? null : BigInt(requested), at);
        await store.upsert(trx, memberId, window, next, at);
      }
    });
  };

  const setDepositLimits = async (member: MemberPrincipal, request: DepositLimitsRequest): Promise<ProtectionOverview> => {
    await changeLimits(member.id, request, { find: findDepositLimits, upsert: upsertDepositLimit });
    return overviewOf(member.id);
  };

  /** Wager limits: same rules as deposit limits; the gateway refuses a bet past one (protection-guard.ts). */
  const setWagerLimits = async (member: MemberPrincipal, request: WagerLimitsRequest): Promise<ProtectionOverview> => {
    await changeLimits(member.id, request, { find: findWagerLimits, upsert: upsertWagerLimit });
    return overviewOf(member.id);
  };

  const wagerLimits = async (member: MemberPrincipal): Promise<WagerLimitsOverview> => {
    const at = now();
    await applyDueChanges(member.id, at);
    const merchant = await settings.value('merchant');
    return { ...(await wagerPartOf(member.id, at)), currency: merchant.currency, currencySymbol: merchant.currencySymbol };
  };

  /**
   * Self-exclusion or time-out: the login password confirms it, the period is stored (it cannot be
   * shortened: the table is append-only), and every session of the member ends, this one included.
   */
  const exclude = async (member: MemberPrincipal, input: { period: ExclusionPeriod; password: string }, caller: CallerContext) => {
    const row = await findMemberAccount(db, member.id);
    if (row === undefined) throw new AppError('UNAUTHORIZED');
    await checkSessionPassword(db, member, row.password_hash, input.password, now());
    const startsAt = now();
    const kind = exclusionKindOf(input.period);
    const endsAt = exclusionEnd(input.period, startsAt);
    await db.transaction().execute(async (trx) => {
      await insertExclusion(trx, { memberId: member.id, kind, period: input.period, startsAt, endsAt });
      await sessions.revokeAll(trx, member.id, kind);
      await audit.append(trx, { type: 'member', id: String(member.id), name: member.account, ip: caller.ip }, `protection.${kind}`, `member:${member.id}`, {
        period: input.period,
        endsAt: endsAt.toISOString(),
      });
    });
    return { kind, period: input.period, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), signedOut: true as const };
  };

  const setRealityCheck = async (member: MemberPrincipal, minutes: number | null) => {
    const cashier = await settings.value('cashier');
    if (minutes !== null && !cashier.realityCheckMinutes.includes(minutes)) {
      throw new AppError('VALIDATION_ERROR', { details: { minutes: `one of ${cashier.realityCheckMinutes.join(', ')}` } });
    }
    await upsertRealityCheckMinutes(db, member.id, minutes, now());
    return { minutes };
  };

  /** Elapsed time of this session and the net of game journals since it began. */
  const realityCheck = async (member: MemberPrincipal): Promise<RealityCheckStatus> => {
    const merchant = await settings.value('merchant');
    const startedAt = await findSessionStart(db, member.sessionId);
    if (startedAt === undefined) throw new AppError('UNAUTHORIZED');
    const at = now();
    return {
      minutes: await findRealityCheckMinutes(db, member.id),
      sessionStartedAt: startedAt.toISOString(),
      elapsedMinutes: Math.max(0, Math.floor((at.getTime() - startedAt.getTime()) / 60_000)),
      netResult: Number(await sumGameResultSince(db, member.id, startedAt)),
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
    };
  };

  const staffView = async (memberId: bigint): Promise<MemberProtectionStaffView> => {
    const row = await findMemberAccount(db, memberId);
    if (row === undefined) throw new AppError('NOT_FOUND');
    const history = await listExclusions(db, memberId);
    return {
      ...(await overviewOf(memberId)),
      memberId: String(memberId),
      account: row.account,
      exclusionHistory: history.map((h) => ({ ...exclusionViewOf(h), createdAt: h.createdAt.toISOString() })),
    };
  };

  return { overview, setDepositLimits, setWagerLimits, wagerLimits, exclude, setRealityCheck, realityCheck, staffView };
};

export type ProtectionService = ReturnType<typeof createProtectionService>;

import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { periodAt, previousPeriod, type Period } from '../../../lib/business-periods/periods';
import { issueBonus } from '../../engagement/promotions';
import { setMemberVipLevels, type VipLevelChange } from '../../identity/accounts';
import { levelAfterPeriod, upgradeBonuses, upgradeTarget, vipBonusKeys, type LevelRule } from './vip-math';
import {
  claimPeriodClose,
  finishRunRow,
  insertDues,
  insertHistory,
  insertPeriodDues,
  insertRunRow,
  keepCandidates,
  listLevels,
  markDueFailed,
  markDuePaid,
  owedDues,
  recordPeriodClose,
  upgradeCandidates,
  type DueRow,
  type Eligibility,
  type FigureRow,
} from './vip.repository';

/** What a run reads before any transaction (settings are never read inside one: PGlite deadlocks). */
export type VipRunContext = Eligibility & {
  currency: string;
  promotionId: number | null;
  windowDays: number;
  keepPeriod: 'weekly' | 'monthly' | 'none';
  maxDropLevels: number;
  startedAt: Date;
};

export type VipRunOutcome = { upgraded: number; downgraded: number; closed: string[]; bonusesPaid: number; bonusesRefused: number };

/** Members moved per transaction, and bonuses paid per run at most (the rest on the next tick). */
const chunkSize = 5000;
const duesPerRun = 2000;
/** How many ended periods before the last a run still closes: an outage of up to two months. */
const catchUp = { weekly: 8, monthly: 2 } as const;
/** A member refused for these is never paid this bonus (the promotions engine's abuse guards). */
const finalRefusals = new Set(['SELF_EXCLUDED', 'TIME_OUT_ACTIVE']);

export type LevelRow = Awaited<ReturnType<typeof listLevels>>[number];
export const ruleOf = (l: LevelRow): LevelRule => ({
  level: l.level,
  depositThreshold: l.deposit_threshold,
  validBetThreshold: l.valid_bet_threshold,
  keepDeposit: l.keep_deposit,
  keepValidBet: l.keep_valid_bet,
  upgradeBonus: l.upgrade_bonus,
});

const chunks = <T>(items: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += chunkSize) out.push(items.slice(i, i + chunkSize));
  return out;
};

/**
 * One VIP run: upgrades from rolling figures, then the close of the weekly and monthly periods that
 * just ended (their bonuses owed, and the keep-level check of the configured period), then the
 * bonuses owed, paid through the promotions engine. Each step is idempotent, and every level change
 * is a compare-and-set, so a second run, or a second instance at the same time, changes and pays
 * nothing more.
 */
export const createVipRunner = (db: Kysely<DB>, options: { zone: string; holder: string }) => {
  const turnoverOf = (levels: readonly LevelRow[], level: number) => levels.find((l) => l.level === level)?.turnover_multiple_bp ?? 0;

  /** Applies level changes chunk by chunk, each with its history (and the upgrade bonuses owed) in one transaction. */
  const applyMoves = async (
    moves: VipLevelChange[],
    levels: readonly LevelRow[],
    reason: 'upgrade' | 'downgrade',
    periodKey: string | null,
    trx?: Kysely<DB>,
  ): Promise<number> => {
    let applied = 0;
    const rules = levels.map(ruleOf);
    for (const chunk of chunks(moves)) {
      const write = async (t: Kysely<DB>) => {
        const done = await setMemberVipLevels(t, chunk);
        await insertHistory(
          t,
          done.map((c) => ({ memberId: c.memberId, from: c.from, to: c.to, reason, periodKey })),
        );
        if (reason === 'upgrade') {
          const dues: DueRow[] = done.flatMap((c) =>
            upgradeBonuses(rules, c.from, c.to).map((b) => ({
              memberId: c.memberId,
              kind: 'upgrade' as const,
              level: b.level,
              periodKey: vipBonusKeys.upgrade(b.level),
              amount: b.amount,
              turnoverMultipleBp: turnoverOf(levels, b.level),
            })),
          );
          await insertDues(t, dues);
        }
        return done.length;
      };
      applied += trx ? await write(trx) : await db.transaction().execute(write);
    }
    return applied;
  };

  const upgrade = async (ctx: VipRunContext, levels: readonly LevelRow[], now: Date): Promise<number> => {
    const since = new Date(now.getTime() - ctx.windowDays * 86_400_000);
    const rules = levels.map(ruleOf);
    const rows: FigureRow[] = await upgradeCandidates(db, since, now, ctx);
    const moves = rows.map((r) => ({ memberId: r.memberId, from: r.level, to: upgradeTarget(rules, r.level, r) })).filter((m) => m.to > m.from);
    return applyMoves(moves, levels, 'upgrade', null);
  };

  /**
   * Closes a period once (its row is the guard): the period's bonuses owed at the levels members
   * hold now, then, when it is the keep period, the keep-level check; all in one transaction.
   */
  const close = async (
    ctx: VipRunContext,
    levels: readonly LevelRow[],
    period: Period,
    kind: 'weekly' | 'monthly',
  ): Promise<{ closed: boolean; downgraded: number }> =>
    db.transaction().execute(async (trx) => {
      if (!(await claimPeriodClose(trx, { key: `${kind}:${period.key}`, kind, start: period.start, end: period.end }))) return { closed: false, downgraded: 0 };
      const key = kind === 'weekly' ? vipBonusKeys.weekly(period.key) : vipBonusKeys.monthly(period.key);
      const bonuses = await insertPeriodDues(trx, kind, key, ctx);
      let downgraded = 0;
      if (ctx.keepPeriod === kind) {
        const rules = levels.map(ruleOf);
        const rows = await keepCandidates(trx, period.start, period.end);
        const moves = rows
          .map((r) => ({ memberId: r.memberId, from: r.level, to: levelAfterPeriod(rules, r.level, r, ctx.maxDropLevels) }))
          .filter((m) => m.to < m.from);
        downgraded = await applyMoves(moves, levels, 'downgrade', `${kind}:${period.key}`, trx);
      }
      await recordPeriodClose(trx, `${kind}:${period.key}`, bonuses, downgraded);
      return { closed: true, downgraded };
    });

  /** Pays what is owed through issueBonus (one claim per member and key: a replay pays nothing). */
  const payDues = async (ctx: VipRunContext): Promise<{ paid: number; refused: number }> => {
    if (ctx.promotionId === null) return { paid: 0, refused: 0 };
    let paid = 0;
    let refused = 0;
    for (const due of await owedDues(db, duesPerRun)) {
      try {
        const bonus = await issueBonus(db, {
          promotionId: ctx.promotionId,
          member: { id: due.member_id, isAgent: false },
          periodKey: due.period_key,
          amount: due.amount,
          currency: ctx.currency,
          status: 'issued',
          turnoverMultipleBp: due.turnover_multiple_bp,
        });
        await markDuePaid(db, due.id, bonus.claimId);
        if (!bonus.replayed) paid += 1;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const final = finalRefusals.has(error.code);
        await markDueFailed(db, due.id, error.code, final);
        if (final) refused += 1;
      }
    }
    return { paid, refused };
  };

  /**
   * The ended periods that may still need closing, oldest first: the last one and, so an instance
   * that was down over a period end catches up, up to `catchUp` before it. Only whole periods of the
   * programme count (begun at or after its start): no member is paid or judged on a partial first
   * week or month. A period already closed costs one refused claim.
   */
  const closable = (ctx: VipRunContext, now: Date): { period: Period; kind: 'weekly' | 'monthly' }[] =>
    (['weekly', 'monthly'] as const).flatMap((kind) => {
      const periods: Period[] = [];
      let period = previousPeriod(periodAt(kind, now, options.zone), options.zone);
      while (periods.length <= catchUp[kind] && period.start.getTime() >= ctx.startedAt.getTime()) {
        periods.unshift(period);
        period = previousPeriod(period, options.zone);
      }
      return periods.map((p) => ({ kind, period: p }));
    });

  const run = async (ctx: VipRunContext, now: Date): Promise<VipRunOutcome> => {
    const runId = await insertRunRow(db, options.holder);
    const outcome: VipRunOutcome = { upgraded: 0, downgraded: 0, closed: [], bonusesPaid: 0, bonusesRefused: 0 };
    try {
      const levels = await listLevels(db);
      outcome.upgraded = await upgrade(ctx, levels, now);
      for (const { kind, period } of closable(ctx, now)) {
        const closed = await close(ctx, levels, period, kind);
        if (closed.closed) outcome.closed.push(`${kind}:${period.key}`);
        outcome.downgraded += closed.downgraded;
      }
      const dues = await payDues(ctx);
      outcome.bonusesPaid = dues.paid;
      outcome.bonusesRefused = dues.refused;
      await finishRunRow(db, runId, { ...outcome, error: null });
      return outcome;
    } catch (error) {
      await finishRunRow(db, runId, { ...outcome, error: error instanceof Error ? error.message : String(error) });
      throw error;
    }
  };

  return { run };
};

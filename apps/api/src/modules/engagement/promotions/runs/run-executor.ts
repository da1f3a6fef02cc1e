import { promotionParametersSchema } from '@gp/contracts';
import type { DB, PromotionRunsTable } from '@gp/db';
import type { Kysely, Selectable } from 'kysely';
import { AppError } from '../../../../lib/app-error';
import { mainWalletIds, openHouseAccount, openMainWallets, postBonusBatch, type WalletHolder } from '../../../money/ledger';
import { addWageringRequirements } from '../../../money/wagering';
import { bonusIdempotencyKey } from '../issue-bonus';
import {
  addRunProgress,
  insertIssuedClaims,
  insertRunMembers,
  lockRuleBudget,
  markMembers,
  nextChunk,
  owedMemberPage,
  spendBudget,
  type ChunkRow,
} from './run-members.repository';
import type { RateTier, RunKind } from './run-math';
import { failRun, findRun, findRunRule, finishRun, lockRun } from './runs.repository';

/** What a run reads from settings (before any transaction: PGlite has one connection). */
export type RunContext = { currency: string; trialTypeCode: number; agentTypeCodes: readonly number[] };

export type ExecutorOptions = {
  /** Members paid per transaction: a crash loses at most one chunk's transaction, which the next attempt pays. */
  chunkSize: number;
  /** Tests only: called after each committed chunk (a throw here stops the run as a crash would). */
  afterChunk?: (runId: bigint, chunk: number) => void | Promise<void>;
};

export type RunRow = Selectable<PromotionRunsTable>;

type RunRule = { kind: RunKind; rates: RateTier[]; cap: bigint | null; optIn: boolean; holdRuns: boolean };

/** The rule's rate table, checked as the admin checks it; a run of a rule that is no longer a rate kind fails. */
export const runRuleOf = (kind: string, parameters: unknown): RunRule => {
  const parsed = promotionParametersSchema.safeParse(parameters);
  if (!parsed.success || parsed.data.kind !== kind) throw new AppError('PROMOTION_NOT_AVAILABLE', { details: { reason: 'RULE_PARAMETERS' } });
  const p = parsed.data;
  if (p.kind !== 'cashback_daily' && p.kind !== 'cashback_weekly' && p.kind !== 'rebate') {
    throw new AppError('PROMOTION_NOT_AVAILABLE', { details: { reason: 'NOT_A_RUN_KIND' } });
  }
  return { kind: p.kind, rates: p.rates, cap: p.cap === null ? null : BigInt(p.cap), optIn: p.optIn ?? false, holdRuns: p.holdRuns ?? false };
};

const holderOf = (row: { memberId: bigint; type: number }, ctx: RunContext): WalletHolder => ({
  id: row.memberId,
  isAgent: ctx.agentTypeCodes.includes(row.type),
});

type ChunkOutcome = 'paid' | 'empty' | 'stopped';

export const createRunExecutor = (db: Kysely<DB>, options: ExecutorOptions) => {
  /**
   * Computes the run's members in one statement; the run moves to `held` (the rule holds runs) or
   * `paying`. A run that is not `computing` (another instance, or staff, moved it) is left alone.
   */
  const compute = async (run: RunRow, ctx: RunContext, now: Date): Promise<void> => {
    const rule = await findRunRule(db, run.promotion_id);
    if (!rule) throw new AppError('PROMOTION_NOT_AVAILABLE', { details: { promotionId: run.promotion_id } });
    const parsed = runRuleOf(rule.kind, rule.parameters);
    await insertRunMembers(db, {
      runId: run.id,
      promotionId: run.promotion_id,
      kind: parsed.kind,
      periodKey: run.period_key,
      from: run.period_start,
      to: run.period_end,
      currency: ctx.currency,
      rates: parsed.rates,
      cap: parsed.cap,
      optIn: parsed.optIn,
      hold: parsed.holdRuns,
      now,
      trialTypeCode: ctx.trialTypeCode,
    });
  };

  /** Main wallets of every owed member, opened set-based a page at a time before any posting transaction. */
  const openWallets = async (runId: bigint, ctx: RunContext): Promise<void> => {
    let after = 0n;
    for (;;) {
      const page = await owedMemberPage(db, runId, after, options.chunkSize);
      const last = page.at(-1);
      if (!last) return;
      await openMainWallets(
        db,
        page.map((r) => holderOf(r, ctx)),
        ctx.currency,
      );
      after = last.memberId;
    }
  };

  /**
   * One chunk in one transaction: the run row (still paying?) and the rule row locked, the next
   * owed members, those already paid for the period set aside, the budget's prefix paid (journals,
   * claims, wagering requirements, budget_used once), the rest budget_short.
   */
  const payChunk = async (runId: bigint, ctx: RunContext, houseAccountId: bigint): Promise<ChunkOutcome> =>
    db.transaction().execute(async (trx) => {
      const run = await lockRun(trx, runId);
      if (!run || run.status !== 'paying') return 'stopped';
      const budget = await lockRuleBudget(trx, run.promotion_id);
      if (!budget) throw new AppError('PROMOTION_NOT_AVAILABLE', { details: { promotionId: run.promotion_id } });
      const rows = await nextChunk(trx, { id: run.id, promotionId: run.promotion_id, periodKey: run.period_key }, options.chunkSize);
      if (rows.length === 0) return 'empty';

      const already = rows.filter((r) => r.claimed);
      await markMembers(
        trx,
        run.id,
        'already_paid',
        already.map((r) => r.memberId),
        already.map((r) => r.claimJournalId),
      );
      const left = budget.budgetTotal === null ? null : budget.budgetTotal - budget.budgetUsed;
      const fits = (r: ChunkRow) => left === null || r.running <= left;
      const payable = rows.filter((r) => !r.claimed && fits(r));
      const short = rows.filter((r) => !r.claimed && !fits(r));

      const wallets = await mainWalletIds(
        trx,
        payable.map((r) => holderOf(r, ctx)),
        ctx.currency,
      );
      const posted = await postBonusBatch(trx, {
        kind: 'bonus',
        houseAccountId,
        postings: payable.map((r) => {
          const walletId = wallets.get(r.memberId);
          if (walletId === undefined) throw new AppError('INTERNAL_ERROR', { details: { reason: 'WALLET_NOT_OPENED', memberId: String(r.memberId) } });
          // The metadata issueBonus writes, so the two paths hash a posting alike.
          return {
            idempotencyKey: bonusIdempotencyKey(run.promotion_id, r.memberId, run.period_key),
            walletId,
            amount: r.amount,
            metadata: { promotionId: run.promotion_id, memberId: String(r.memberId), periodKey: run.period_key, kind: run.kind },
          };
        }),
      });
      const journalIds = posted.map((p) => p.journalId);
      await insertIssuedClaims(trx, {
        promotionId: run.promotion_id,
        periodKey: run.period_key,
        memberIds: payable.map((r) => r.memberId),
        amounts: payable.map((r) => r.amount),
        journalIds,
      });
      await addWageringRequirements(trx, {
        items: payable.map((r, i) => ({ memberId: r.memberId, sourceJournalId: journalIds[i] ?? 0n, amount: r.amount })),
        multipleBp: budget.turnoverMultipleBp,
      });
      await markMembers(
        trx,
        run.id,
        'paid',
        payable.map((r) => r.memberId),
        journalIds,
      );
      await markMembers(
        trx,
        run.id,
        'budget_short',
        short.map((r) => r.memberId),
        null,
      );
      const paidAmount = payable.reduce((sum, r) => sum + r.amount, 0n);
      await spendBudget(trx, run.promotion_id, paidAmount);
      await addRunProgress(trx, run.id, {
        paidCount: payable.length,
        paidAmount,
        shortCount: short.length,
        shortAmount: short.reduce((sum, r) => sum + r.amount, 0n),
      });
      return 'paid';
    });

  /** Pays what the run still owes, chunk by chunk, then closes it. Stops early when it is held. */
  const pay = async (runId: bigint, ctx: RunContext): Promise<void> => {
    await openWallets(runId, ctx);
    const house = await openHouseAccount(db, 'house_bonus', ctx.currency);
    for (let chunk = 1; ; chunk += 1) {
      const outcome = await payChunk(runId, ctx, house.id);
      if (outcome === 'stopped') return;
      if (outcome === 'empty') {
        await finishRun(db, runId);
        return;
      }
      await options.afterChunk?.(runId, chunk);
    }
  };

  /**
   * Takes a run from where it is to where it can get: computing -> compute, paying -> pay. A
   * failure marks the run failed (the runner retries it) and is rethrown.
   */
  const execute = async (runId: bigint, ctx: RunContext, now: Date): Promise<RunRow | undefined> => {
    try {
      const run = await findRun(db, runId);
      if (run?.status === 'computing') await compute(run, ctx, now);
      const computed = await findRun(db, runId);
      if (computed?.status === 'paying') await pay(runId, ctx);
    } catch (error) {
      await failRun(db, runId, error instanceof AppError ? `${error.code} ${JSON.stringify(error.details ?? {})}` : String(error));
      throw error;
    }
    return findRun(db, runId);
  };

  return { compute, pay, execute };
};

export type RunExecutor = ReturnType<typeof createRunExecutor>;

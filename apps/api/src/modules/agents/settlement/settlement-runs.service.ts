import type {
  BoAgentSettlementPage,
  BoAgentSettlementQuery,
  BoAgentSettlementRun,
  BoAgentSettlementRunCreate,
  BoAgentSettlementRunDetail,
  BoAgentSettlementRunPage,
  BoAgentSettlementRunQuery,
} from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { pageOf } from '../../../lib/page';
import type { StaffCaller } from '../../identity/staff';
import type { AuditService } from '../../platform/audit';
import type { AgentSettlementService } from './agent-settlement.service';
import { toBoRun, toBoSettlement } from './settlement-oversight.mappers';
import { countRuns, countSettlements, findRun, listRunSettlements, listRuns, listSettlements } from './settlement-oversight.repository';

/** A run's detail lists at most this many settlements (the settlements list pages the rest). */
const runDetailLimit = 500;

/** Settlement runs and settlements for staff (read-only queries), and the manual re-run of a period. */
export const createSettlementRunsService = (db: Kysely<DB>, audit: AuditService, settlement: Pick<AgentSettlementService, 'runPeriod'>) => {
  const runs = async (query: BoAgentSettlementRunQuery): Promise<BoAgentSettlementRunPage> => {
    const filter = { job: query.job, status: query.status, trigger: query.trigger, periodKey: query.periodKey };
    const [total, rows] = await Promise.all([countRuns(db, filter), listRuns(db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize)]);
    return pageOf(rows.map(toBoRun), total, query);
  };

  const run = async (id: bigint): Promise<BoAgentSettlementRunDetail> => {
    const row = await findRun(db, id);
    if (!row) throw new AppError('NOT_FOUND', { details: { runId: Number(id) } });
    const settlements = await listRunSettlements(db, row.job, row.period_key, runDetailLimit);
    return { run: toBoRun(row), settlements: settlements.map(toBoSettlement) };
  };

  const settlements = async (query: BoAgentSettlementQuery): Promise<BoAgentSettlementPage> => {
    const filter = { type: query.type, status: query.status, account: query.account, periodKey: query.periodKey };
    const [total, rows] = await Promise.all([countSettlements(db, filter), listSettlements(db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize)]);
    return pageOf(rows.map(toBoSettlement), total, query);
  };

  /**
   * Runs one ended period again (PERIOD_NOT_ENDED otherwise, from the settlement service). Settlement
   * is idempotent per contract and period, so a re-run pays only what is still due. The settlement
   * service does not audit runs, so the back office does, whether the re-run ran or was refused.
   */
  const rerun = async (input: BoAgentSettlementRunCreate, caller: StaffCaller): Promise<BoAgentSettlementRunDetail> => {
    let runId: number;
    try {
      ({ runId } = await settlement.runPeriod({ job: input.job, periodKey: input.periodKey, trigger: 'staff', staffId: caller.staffId }));
    } catch (error) {
      const code = error instanceof AppError ? error.code : 'INTERNAL_ERROR';
      await audit.append(db, caller.actor, 'agents.settlement.rerun', `settlement_run:${input.job}:${input.periodKey}`, {
        job: input.job,
        periodKey: input.periodKey,
        outcome: 'refused',
        code,
      });
      throw error;
    }
    const detail = await run(BigInt(runId));
    const summary: Pick<BoAgentSettlementRun, 'id' | 'status' | 'contracts' | 'paidCount' | 'paidAmount'> = detail.run;
    await audit.append(db, caller.actor, 'agents.settlement.rerun', `settlement_run:${input.job}:${input.periodKey}`, {
      job: input.job,
      periodKey: input.periodKey,
      outcome: 'ran',
      runId: summary.id,
      status: summary.status,
      contracts: summary.contracts,
      paidCount: summary.paidCount,
      paidAmount: summary.paidAmount,
    });
    return detail;
  };

  return { runs, run, settlements, rerun };
};

export type SettlementRunsService = ReturnType<typeof createSettlementRunsService>;

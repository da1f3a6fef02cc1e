import type { AgentContractType, AgentSettlementJob, AgentSettlementStatus, Executor } from '@gp/db';
import { sql } from 'kysely';

/** Read-only queries of the settlement and run tables for the back office. */

const runs = (db: Executor) =>
  db
    .selectFrom('agent_settlement_runs as r')
    .leftJoin('staff_users as s', (join) => join.on(sql<boolean>`s.id = r.staff_id`))
    .select([
      'r.id',
      'r.job',
      'r.period_key',
      'r.period_start',
      'r.period_end',
      'r.trigger',
      'r.staff_id',
      's.username as staff_username',
      'r.runner',
      'r.status',
      'r.contracts',
      'r.paid_count',
      'r.paid_amount',
      'r.summary',
      'r.error',
      'r.started_at',
      'r.finished_at',
    ]);

export type RunFilter = {
  job?: AgentSettlementJob | undefined;
  status?: 'running' | 'done' | 'failed' | undefined;
  trigger?: 'schedule' | 'catch_up' | 'staff' | undefined;
  periodKey?: string | undefined;
};

const filteredRuns = (db: Executor, filter: RunFilter) => {
  let q = runs(db);
  if (filter.job) q = q.where('r.job', '=', filter.job);
  if (filter.status) q = q.where('r.status', '=', filter.status);
  if (filter.trigger) q = q.where('r.trigger', '=', filter.trigger);
  if (filter.periodKey) q = q.where('r.period_key', '=', filter.periodKey);
  return q;
};

export const listRuns = (db: Executor, filter: RunFilter, limit: number, offset: number) =>
  filteredRuns(db, filter).orderBy('r.id', 'desc').limit(limit).offset(offset).execute();

export type RunRow = Awaited<ReturnType<typeof listRuns>>[number];

export const countRuns = async (db: Executor, filter: RunFilter): Promise<number> => {
  let q = db.selectFrom('agent_settlement_runs as r');
  if (filter.job) q = q.where('r.job', '=', filter.job);
  if (filter.status) q = q.where('r.status', '=', filter.status);
  if (filter.trigger) q = q.where('r.trigger', '=', filter.trigger);
  if (filter.periodKey) q = q.where('r.period_key', '=', filter.periodKey);
  return Number((await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
};

export const findRun = (db: Executor, id: bigint) => runs(db).where('r.id', '=', id).executeTakeFirst();

const settlements = (db: Executor) =>
  db.selectFrom('agent_settlements as s').innerJoin('members as e', 'e.id', 's.payee_id').leftJoin('members as p', 'p.id', 's.payer_id');

const settlementColumns = [
  's.id',
  's.contract_id',
  's.type',
  's.period_key',
  's.period_start',
  's.period_end',
  's.payee_id',
  'e.account as payee_account',
  'e.nickname as payee_nickname',
  's.payer_id',
  'p.account as payer_account',
  'p.nickname as payer_nickname',
  's.status',
  's.amount',
  's.paid_amount',
  's.carry_in',
  's.carry_out',
  's.inputs',
  's.revision',
  's.attempts',
  's.last_error',
  's.confirm_deadline',
  's.paid_at',
  's.created_at',
] as const;

export type SettlementFilter = {
  type?: AgentContractType | undefined;
  status?: AgentSettlementStatus | undefined;
  account?: string | undefined;
  periodKey?: string | undefined;
};

const filteredSettlements = (db: Executor, filter: SettlementFilter) => {
  let q = settlements(db);
  if (filter.type) q = q.where('s.type', '=', filter.type);
  if (filter.status) q = q.where('s.status', '=', filter.status);
  if (filter.periodKey) q = q.where('s.period_key', '=', filter.periodKey);
  const account = filter.account?.toLowerCase();
  if (account) q = q.where((eb) => eb.or([eb(sql<string>`lower(e.account)`, '=', account), eb(sql<string>`lower(p.account)`, '=', account)]));
  return q;
};

export const listSettlements = (db: Executor, filter: SettlementFilter, limit: number, offset: number) =>
  filteredSettlements(db, filter).select(settlementColumns).orderBy('s.id', 'desc').limit(limit).offset(offset).execute();

export type SettlementRow = Awaited<ReturnType<typeof listSettlements>>[number];

export const countSettlements = async (db: Executor, filter: SettlementFilter): Promise<number> =>
  Number(
    (
      await filteredSettlements(db, filter)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A run's settlements: those of its job (= contract type) and period. At most `limit`, largest first. */
export const listRunSettlements = (db: Executor, job: AgentSettlementJob, periodKey: string, limit: number) =>
  settlements(db)
    .select(settlementColumns)
    .where('s.type', '=', job)
    .where('s.period_key', '=', periodKey)
    .orderBy('s.amount', 'desc')
    .orderBy('s.id')
    .limit(limit)
    .execute();

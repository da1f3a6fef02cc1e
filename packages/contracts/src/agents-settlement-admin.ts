import { z } from 'zod';

/**
 * What the settlement service answers the back office: the result of a staff re-run of
 * one period (`services.agentSettlement.runPeriod`). Run rows and settlements themselves are listed
 * by the back office from their tables (agents-admin.ts `boAgentSettlementRun`, `boAgentSettlement`).
 */
export const settlementRunView = z.object({
  runId: z.number().int(),
  job: z.enum(['realtime_salary', 'hourly_salary', 'daily_salary', 'dividend']),
  periodKind: z.enum(['five_minutes', 'hourly', 'daily', 'weekly', 'semi_monthly', 'monthly']),
  periodKey: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  trigger: z.enum(['schedule', 'catch_up', 'staff']),
  status: z.enum(['done', 'failed']),
  /** Contracts active at some moment of the period. */
  contracts: z.number().int(),
  /** Settlements that moved money in this run, and how much (minor units). */
  paidCount: z.number().int(),
  paidAmount: z.number().int(),
  /** Settlements by status after the run. */
  statuses: z.record(z.string(), z.number().int()),
  error: z.string().nullable(),
});
export type SettlementRunView = z.infer<typeof settlementRunView>;

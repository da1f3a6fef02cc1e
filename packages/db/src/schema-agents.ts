import type { Generated } from 'kysely';
import type { Json, Timestamp } from './schema';

/** Tables of sql/baseline/14_agents.sql; see the comments there. */

export type AgentContractType = 'dividend' | 'daily_salary' | 'hourly_salary' | 'realtime_salary';
export type AgentContractStatus = 'offered' | 'active' | 'rejected' | 'terminated' | 'expired';
export type AgentContractPeriod = 'five_minutes' | 'hourly' | 'daily' | 'weekly' | 'semi_monthly' | 'monthly';
export type AgentContractEndedBy = 'upline' | 'downline' | 'system' | 'staff';
export type AgentSettlementStatus = 'nothing_due' | 'awaiting_confirmation' | 'insufficient_funds' | 'paid' | 'forced_pending' | 'forced';
export type AgentSettlementJob = 'realtime_salary' | 'hourly_salary' | 'daily_salary' | 'dividend';

export type AgentContractsTable = {
  id: Generated<bigint>;
  type: AgentContractType;
  /** NULL: the platform offers it (to a top-level agent, from the back office). */
  upline_id: bigint | null;
  downline_id: bigint;
  offered_by_staff_id: bigint | null;
  status: Generated<AgentContractStatus>;
  /** Validated by `agentContractTerms` of @gp/contracts for the contract's type. */
  terms: Json<Record<string, unknown>>;
  period: AgentContractPeriod;
  note: string | null;
  offered_at: Timestamp;
  offer_expires_at: Date;
  responded_at: Date | null;
  /** The start of the period in which the offer was accepted: the first period it is settled for. */
  effective_from: Date | null;
  ends_at: Date | null;
  ended_at: Date | null;
  ended_by: AgentContractEndedBy | null;
  end_reason: string | null;
  /** The active contract this one replaced when accepted. */
  replaces_id: bigint | null;
  updated_at: Timestamp;
};

export type AgentSettlementsTable = {
  id: Generated<bigint>;
  contract_id: bigint;
  type: AgentContractType;
  period_key: string;
  period_start: Date;
  period_end: Date;
  payee_id: bigint;
  /** NULL: the platform pays. */
  payer_id: bigint | null;
  status: AgentSettlementStatus;
  /** The figures the amount was computed from (`agentSettlementInputs` of @gp/contracts). */
  inputs: Json<Record<string, unknown>>;
  amount: bigint;
  paid_amount: Generated<bigint>;
  carry_in: Generated<bigint>;
  carry_out: Generated<bigint>;
  revision: Generated<number>;
  attempts: Generated<number>;
  last_error: string | null;
  confirm_deadline: Date | null;
  confirmed_at: Date | null;
  refused_at: Date | null;
  forced_at: Date | null;
  paid_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type AgentSettlementRunsTable = {
  id: Generated<bigint>;
  job: AgentSettlementJob;
  period_key: string;
  period_start: Date;
  period_end: Date;
  trigger: 'schedule' | 'catch_up' | 'staff';
  staff_id: bigint | null;
  runner: string;
  status: Generated<'running' | 'done' | 'failed'>;
  contracts: Generated<number>;
  paid_count: Generated<number>;
  paid_amount: Generated<bigint>;
  summary: Generated<Json<Record<string, unknown>>>;
  error: string | null;
  started_at: Timestamp;
  finished_at: Date | null;
};

export type AgentJobLeasesTable = { job: string; holder: string; expires_at: Date };

export type AgentInviteLinksTable = {
  id: Generated<bigint>;
  agent_id: bigint;
  code: string;
  kind: 'player' | 'agent';
  label: string | null;
  registrations: Generated<number>;
  created_at: Timestamp;
  disabled_at: Date | null;
};

export type AgentTables = {
  agent_contracts: AgentContractsTable;
  agent_settlements: AgentSettlementsTable;
  agent_settlement_runs: AgentSettlementRunsTable;
  agent_job_leases: AgentJobLeasesTable;
  agent_invite_links: AgentInviteLinksTable;
};

import { agentSettlementInputs, type AgentSettlementPage, type AgentSettlementQuery, type AgentSettlementView } from '@gp/contracts';
import type { Executor } from '@gp/db';

/** Settlements as the agent centre shows them: both parties by account, role relative to the caller. */

const baseQuery = (db: Executor) =>
  db
    .selectFrom('agent_settlements as s')
    .innerJoin('members as payee', 'payee.id', 's.payee_id')
    .leftJoin('members as payer', 'payer.id', 's.payer_id')
    .selectAll('s')
    .select(['payee.account as payee_account', 'payee.nickname as payee_nickname', 'payer.account as payer_account', 'payer.nickname as payer_nickname']);

type ViewRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The stored figures, read leniently: a row written by an older version still shows. */
const inputsOf = (raw: unknown): AgentSettlementView['inputs'] => {
  const parsed = agentSettlementInputs.safeParse(raw);
  if (parsed.success) return parsed.data;
  return { teamMembers: 0, activeMembers: 0, validBet: 0, houseProfit: 0, tierIndex: null, rateBp: 0, base: 0 };
};

const toSettlementView = (row: ViewRow, callerId: bigint | null): AgentSettlementView => ({
  id: Number(row.id),
  contractId: Number(row.contract_id),
  type: row.type,
  periodKey: row.period_key,
  periodStart: row.period_start.toISOString(),
  periodEnd: row.period_end.toISOString(),
  ...(callerId === null ? {} : { role: row.payee_id === callerId ? ('income' as const) : ('expense' as const) }),
  payee: { id: Number(row.payee_id), account: row.payee_account, nickname: row.payee_nickname },
  payer: row.payer_id === null || row.payer_account === null ? null : { id: Number(row.payer_id), account: row.payer_account, nickname: row.payer_nickname },
  status: row.status,
  amount: Number(row.amount),
  paidAmount: Number(row.paid_amount),
  carryIn: Number(row.carry_in),
  carryOut: Number(row.carry_out),
  inputs: inputsOf(row.inputs),
  attempts: row.attempts,
  lastError: row.last_error,
  confirmDeadline: iso(row.confirm_deadline),
  paidAt: iso(row.paid_at),
  createdAt: row.created_at.toISOString(),
});

export const settlementViewById = async (db: Executor, id: bigint, callerId: bigint | null): Promise<AgentSettlementView | null> => {
  const row = await baseQuery(db).where('s.id', '=', id).executeTakeFirst();
  return row ? toSettlementView(row, callerId) : null;
};

/** The caller's settlements as payee (income) or payer (expense), newest period first. */
export const settlementsOfAgent = async (db: Executor, agentId: bigint, query: AgentSettlementQuery): Promise<AgentSettlementPage> => {
  let q = baseQuery(db);
  if (query.role === 'income') q = q.where('s.payee_id', '=', agentId);
  else if (query.role === 'expense') q = q.where('s.payer_id', '=', agentId);
  else q = q.where((eb) => eb.or([eb('s.payee_id', '=', agentId), eb('s.payer_id', '=', agentId)]));
  if (query.type) q = q.where('s.type', '=', query.type);
  if (query.status) q = q.where('s.status', '=', query.status);
  if (query.from) q = q.where('s.period_start', '>=', new Date(query.from));
  if (query.to) q = q.where('s.period_start', '<', new Date(query.to));
  const counted = await q
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const rows = await q
    .orderBy('s.period_start', 'desc')
    .orderBy('s.id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  return {
    content: rows.map((r) => toSettlementView(r, agentId)),
    pageNum: query.pageNo,
    pageSize: query.pageSize,
    totalPages: Math.ceil(total / query.pageSize),
    total,
  };
};

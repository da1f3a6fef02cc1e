import type { JobRunner } from '../../../lib/interval-sweep';
import type {
  AgentContractAction,
  AgentContractActionResult,
  AgentContractList,
  AgentContractListQuery,
  AgentContractTypeName,
  AgentContractView,
} from '@gp/contracts';
import type { AgentContractPeriod, DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { memberKind } from '../../identity/accounts';
import type { AuditService } from '../../platform/audit';
import type { SettingsService } from '../../platform/settings';
import {
  countContracts,
  findContractsWithParties,
  findHeldActiveId,
  findMemberFacts,
  listContractIds,
  type ContractListFilter,
} from './agent-contracts.repository';
import { acceptOffer, createOffer, expireDue, lockUplineCap, rejectOffer, terminateByParty, type Party } from './contract-lifecycle';
import { periodStartAt } from './contract-period';
import { parseEndsAt, parseTerms } from './contract-rules';
import { toContractView } from './contract-view';
import type { DividendConfirmationPort } from './dividend-port';
import { createContractSummary } from './contract-summary';
import { createStaffContractActions } from './staff-contract-actions';
import { createContractExpirySweep } from './contract-expiry-sweep';

export type AgentContractsOptions = {
  settings: SettingsService;
  audit: AuditService;
  businessTimeZone: string;
  now?: () => Date;
  onSweepError?: (error: unknown) => void;
  jobs?: JobRunner;
};

type OfferAction = Extract<AgentContractAction, { action: 'offer' }>;

/**
 * Contracts between agents: the agent centre's list and actions per contract type, the
 * consolidated info, the back office's platform offers and terminations, and the expiry of offers
 * and contracts. Every state change is one transaction with row locks (contract-lifecycle.ts).
 */
export const createAgentContractsService = (db: Kysely<DB>, options: AgentContractsOptions) => {
  const now = options.now ?? (() => new Date());
  const { settings } = options;

  const viewOf = async (id: bigint, viewerId: bigint | null): Promise<AgentContractView> => {
    const [row] = await findContractsWithParties(db, [id]);
    if (!row) throw new AppError('CONTRACT_NOT_FOUND');
    return toContractView(row, viewerId);
  };

  const list = async (agent: MemberPrincipal, type: AgentContractTypeName, query: AgentContractListQuery): Promise<AgentContractList> => {
    // Offers and contracts past their time are expired first, so the caller never sees them live.
    await db.transaction().execute((trx) => expireDue(trx, now(), agent.id));
    const live = ['offered', 'active'] as const;
    const statuses = query.status === 'live' ? live : query.status === undefined ? undefined : [query.status];
    const filter: ContractListFilter = { memberId: agent.id, type, role: query.role, statuses };
    const [total, ids, heldId] = await Promise.all([
      countContracts(db, filter),
      listContractIds(db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize),
      findHeldActiveId(db, agent.id, type),
    ]);
    const rows = await findContractsWithParties(db, heldId === undefined ? ids : [...ids, heldId]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const held = heldId === undefined ? undefined : byId.get(heldId);
    return {
      content: ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toContractView(row, agent.id)] : [];
      }),
      pageNum: query.pageNo,
      pageSize: query.pageSize,
      totalPages: Math.ceil(total / query.pageSize),
      total,
      held: held ? toContractView(held, agent.id) : null,
    };
  };

  /** The downline: a direct downline agent of the caller (unknown accounts look the same as others' members). */
  const directDownlineAgent = async (agent: MemberPrincipal, account: string): Promise<bigint> => {
    const member = await findMemberFacts(db, { account });
    if (!member || member.upline_id !== agent.id) throw new AppError('NOT_DOWNLINE');
    if (memberKind(member.type, await settings.value('merchant')) !== 'agent') throw new AppError('DOWNLINE_NOT_AGENT');
    return member.id;
  };

  const offer = async (agent: MemberPrincipal, type: AgentContractTypeName, input: OfferAction): Promise<AgentContractView> => {
    const at = now();
    const terms = parseTerms(type, input.terms);
    const endsAt = parseEndsAt(input.endsAt, at);
    const downlineId = await directDownlineAgent(agent, input.downlineAccount);
    const { offerExpiryHours } = await settings.value('agentContracts');
    const upline: Party = { id: agent.id, account: agent.account };
    const row = await db.transaction().execute(async (trx) => {
      await lockUplineCap(trx, agent.id, type, terms);
      return createOffer(trx, { type, upline, downlineId, terms, endsAt, note: input.note || null, staffId: null, at, expiryHours: offerExpiryHours });
    });
    return viewOf(row.id, agent.id);
  };

  const result = (contract: AgentContractView | null, autoTerminated: bigint[] = []): AgentContractActionResult => ({
    contract,
    settlement: null,
    autoTerminated: autoTerminated.map(Number),
  });

  /** One relay action on a contract of `type`; `confirm`/`refuse` go to settlement, dividends only. */
  const act = async (
    agent: MemberPrincipal,
    type: AgentContractTypeName,
    action: AgentContractAction,
    dividends?: DividendConfirmationPort,
  ): Promise<AgentContractActionResult> => {
    const caller: Party = { id: agent.id, account: agent.account };
    const at = now();
    switch (action.action) {
      case 'offer':
        return result(await offer(agent, type, action));
      case 'accept': {
        const accepted = await db.transaction().execute((trx) => acceptOffer(trx, caller, type, BigInt(action.contractId), at, options.businessTimeZone));
        return result(await viewOf(accepted.contract.id, agent.id), accepted.autoTerminated);
      }
      case 'reject': {
        const row = await db.transaction().execute((trx) => rejectOffer(trx, caller, type, BigInt(action.contractId), action.reason || null, at));
        return result(await viewOf(row.id, agent.id));
      }
      case 'terminate': {
        const row = await db.transaction().execute((trx) => terminateByParty(trx, caller, type, BigInt(action.contractId), action.reason || null, at));
        return result(await viewOf(row.id, agent.id));
      }
      case 'confirm':
      case 'refuse': {
        if (type !== 'dividend' || !dividends) throw new AppError('VALIDATION_ERROR', { details: { field: 'action' } });
        const settlement =
          action.action === 'confirm' ? await dividends.confirm(agent, action.settlementId) : await dividends.refuse(agent, action.settlementId, action.reason);
        return { contract: null, settlement, autoTerminated: [] };
      }
    }
  };

  /** Expires every offer and contract due at `at` (the sweep's work); returns how many. */
  const expireDueAt = (at: Date = now()): Promise<number> => db.transaction().execute((trx) => expireDue(trx, at));

  const sweep = createContractExpirySweep(() => expireDueAt(), { onError: options.onSweepError, jobs: options.jobs });

  return {
    list,
    act,
    summary: createContractSummary(db),
    ...createStaffContractActions(db, { ...options, now, viewOf }),
    expireDue: expireDueAt,
    /** The start of the current period of a kind in the business time zone (a contract accepted now is effective from it). */
    periodStart: (period: AgentContractPeriod, at: Date = now()): Date => periodStartAt(period, at, options.businessTimeZone),
    /** The expiry timer (every minute); the routes plugin starts it when the app is ready and stops it on close. */
    start: sweep.start,
    stop: sweep.stop,
    isStarted: sweep.isStarted,
  };
};

export type AgentContractsService = ReturnType<typeof createAgentContractsService>;

import type { AgentContractTypeName, AgentContractView } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { memberKind } from '../../identity/accounts';
import type { AuditService } from '../../platform/audit';
import type { Actor } from '../../platform/audit';
import type { SettingsService } from '../../platform/settings';
import { endContract, findMemberFacts, lockContract } from './agent-contracts.repository';
import { createOffer } from './contract-lifecycle';
import { noticeContract } from './contract-notices';
import { parseEndsAt, parseTerms } from './contract-rules';

export type PlatformOfferInput = {
  type: AgentContractTypeName;
  downlineId: bigint | number;
  terms: unknown;
  endsAt?: string | null | undefined;
  note?: string | null | undefined;
  staffId: bigint | number;
  /** The audit log's actor (name, IP); defaults to the staff id alone. */
  actor?: Actor | undefined;
};

type Deps = {
  settings: SettingsService;
  audit: AuditService;
  now: () => Date;
  viewOf: (id: bigint, viewerId: bigint | null) => Promise<AgentContractView>;
};

const staffActor = (staffId: bigint | number, actor: Actor | undefined): Actor => actor ?? { type: 'staff', id: String(staffId), name: null, ip: null };

/**
 * The back office's contract actions: the platform offers contracts to top-level agents (no
 * upline, so no rate cap) and staff end any live contract. Both are audited in their transaction.
 */
export const createStaffContractActions = (db: Kysely<DB>, deps: Deps) => {
  const offerAsPlatform = async (input: PlatformOfferInput): Promise<AgentContractView> => {
    const at = deps.now();
    const terms = parseTerms(input.type, input.terms);
    const endsAt = parseEndsAt(input.endsAt, at);
    const member = await findMemberFacts(db, { id: BigInt(input.downlineId) });
    if (!member || memberKind(member.type, await deps.settings.value('merchant')) !== 'agent') throw new AppError('DOWNLINE_NOT_AGENT');
    // Only a top-level agent receives contracts from the platform; below it, its upline offers.
    if (member.upline_id !== null) throw new AppError('NOT_DOWNLINE');
    const { offerExpiryHours } = await deps.settings.value('agentContracts');
    const staffId = BigInt(input.staffId);
    const row = await db.transaction().execute(async (trx) => {
      const created = await createOffer(trx, {
        type: input.type,
        upline: null,
        downlineId: member.id,
        terms,
        endsAt,
        note: input.note || null,
        staffId,
        at,
        expiryHours: offerExpiryHours,
      });
      await deps.audit.append(trx, staffActor(input.staffId, input.actor), 'agents.contract.offer', `agent_contract:${created.id}`, {
        type: input.type,
        downline: member.account,
        terms,
        endsAt: endsAt?.toISOString() ?? null,
      });
      return created;
    });
    return deps.viewOf(row.id, null);
  };

  /** Staff end an offer or an active contract; both parties are told (the text names the platform). */
  const terminateAsStaff = async (contractId: bigint | number, staffId: bigint | number, reason: string, actor?: Actor): Promise<AgentContractView> => {
    const at = deps.now();
    const id = BigInt(contractId);
    await db.transaction().execute(async (trx) => {
      const row = await lockContract(trx, id);
      if (!row) throw new AppError('CONTRACT_NOT_FOUND');
      if (row.status !== 'active' && row.status !== 'offered') throw new AppError('CONTRACT_STATE_INVALID');
      await endContract(trx, id, { status: 'terminated', at, endedBy: 'staff', reason });
      await noticeContract(trx, row.downline_id, 'contract_terminated', row, { reason });
      await noticeContract(trx, row.upline_id, 'contract_terminated', row, { reason });
      await deps.audit.append(trx, staffActor(staffId, actor), 'agents.contract.terminate', `agent_contract:${id}`, {
        type: row.type,
        previousStatus: row.status,
        reason,
      });
    });
    return deps.viewOf(id, null);
  };

  return { offerAsPlatform, terminateAsStaff };
};

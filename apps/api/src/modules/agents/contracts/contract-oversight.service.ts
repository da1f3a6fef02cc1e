import type { BoAgentContract, BoAgentContractOffer, BoAgentContractPage, BoAgentContractQuery } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { pageOf } from '../../../lib/page';
import type { StaffCaller } from '../../identity/staff';
import type { AgentContractsService } from './agent-contracts.service';
import { toBoContract } from './contract-oversight.mappers';
import { countContracts, findContract, findMemberIdByAccount, listContracts } from './contract-oversight.repository';

/**
 * Contract oversight: every contract with both parties. Platform offers to top-level agents and
 * staff terminations go through the contract service, which checks the rules (top-level agent,
 * terms), notifies the parties and audits the action in its transaction.
 */
export const createContractOversightService = (db: Kysely<DB>, contracts: Pick<AgentContractsService, 'offerAsPlatform' | 'terminateAsStaff'>) => {
  const list = async (query: BoAgentContractQuery): Promise<BoAgentContractPage> => {
    const filter = { type: query.type, status: query.status, account: query.account };
    const [total, rows] = await Promise.all([countContracts(db, filter), listContracts(db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize)]);
    return pageOf(rows.map(toBoContract), total, query);
  };

  const get = async (id: bigint): Promise<BoAgentContract> => {
    const row = await findContract(db, id);
    if (!row) throw new AppError('CONTRACT_NOT_FOUND', { details: { contractId: Number(id) } });
    return toBoContract(row);
  };

  const offer = async (input: BoAgentContractOffer, caller: StaffCaller): Promise<BoAgentContract> => {
    const member = await findMemberIdByAccount(db, input.downlineAccount);
    if (!member) throw new AppError('NOT_FOUND', { details: { account: input.downlineAccount } });
    const created = await contracts.offerAsPlatform({
      type: input.type,
      downlineId: member.id,
      terms: input.terms,
      endsAt: input.endsAt ?? null,
      note: input.note || null,
      staffId: caller.staffId,
      actor: caller.actor,
    });
    return get(BigInt(created.id));
  };

  const terminate = async (id: bigint, reason: string, caller: StaffCaller): Promise<BoAgentContract> => {
    await get(id);
    await contracts.terminateAsStaff(id, caller.staffId, reason, caller.actor);
    return get(id);
  };

  return { list, get, offer, terminate };
};

export type ContractOversightService = ReturnType<typeof createContractOversightService>;

import type { AgentContractTypeName } from '@gp/contracts';
import type { AgentContractEndedBy, AgentContractStatus, AgentContractsTable, Executor } from '@gp/db';
import type { Insertable, Selectable } from 'kysely';

export type ContractRow = Selectable<AgentContractsTable>;

/** A contract with both parties' names, as views show it. */
export type ContractWithParties = ContractRow & {
  upline_account: string | null;
  upline_nickname: string | null;
  downline_account: string;
  downline_nickname: string | null;
};

const withParties = (db: Executor) =>
  db
    .selectFrom('agent_contracts as c')
    .innerJoin('members as d', 'd.id', 'c.downline_id')
    .leftJoin('members as u', 'u.id', 'c.upline_id')
    .selectAll('c')
    .select(['u.account as upline_account', 'u.nickname as upline_nickname', 'd.account as downline_account', 'd.nickname as downline_nickname']);

export const findContractsWithParties = async (db: Executor, ids: readonly bigint[]): Promise<ContractWithParties[]> =>
  ids.length === 0 ? [] : withParties(db).where('c.id', 'in', ids).orderBy('c.id', 'desc').execute();

export type ContractListFilter = {
  memberId: bigint;
  type: AgentContractTypeName;
  role: 'received' | 'given' | 'all';
  statuses?: readonly AgentContractStatus[] | undefined;
};

const filtered = (db: Executor, filter: ContractListFilter) =>
  db
    .selectFrom('agent_contracts as c')
    .where('c.type', '=', filter.type)
    .where((eb) => {
      const received = eb('c.downline_id', '=', filter.memberId);
      const given = eb('c.upline_id', '=', filter.memberId);
      if (filter.role === 'received') return received;
      if (filter.role === 'given') return given;
      return eb.or([received, given]);
    })
    .$if(filter.statuses !== undefined, (q) => q.where('c.status', 'in', filter.statuses ?? []));

export const countContracts = async (db: Executor, filter: ContractListFilter): Promise<number> =>
  Number(
    (
      await filtered(db, filter)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const listContractIds = async (db: Executor, filter: ContractListFilter, limit: number, offset: number): Promise<bigint[]> =>
  (await filtered(db, filter).select('c.id').orderBy('c.id', 'desc').limit(limit).offset(offset).execute()).map((r) => r.id);

/** Locks one contract the member is a party to (upline or downline); another team's contract is not found. */
export const lockContractOfParty = (db: Executor, id: bigint, memberId: bigint): Promise<ContractRow | undefined> =>
  db
    .selectFrom('agent_contracts')
    .selectAll()
    .where('id', '=', id)
    .where((eb) => eb.or([eb('upline_id', '=', memberId), eb('downline_id', '=', memberId)]))
    .forUpdate()
    .executeTakeFirst();

export const lockContract = (db: Executor, id: bigint): Promise<ContractRow | undefined> =>
  db.selectFrom('agent_contracts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

/** The active contract of a type the member holds (receives), locked. */
export const lockHeldActive = (db: Executor, memberId: bigint, type: AgentContractTypeName): Promise<ContractRow | undefined> =>
  db
    .selectFrom('agent_contracts')
    .selectAll()
    .where('downline_id', '=', memberId)
    .where('type', '=', type)
    .where('status', '=', 'active')
    .forUpdate()
    .executeTakeFirst();

export const findHeldActiveId = async (db: Executor, memberId: bigint, type: AgentContractTypeName): Promise<bigint | undefined> =>
  (
    await db
      .selectFrom('agent_contracts')
      .select('id')
      .where('downline_id', '=', memberId)
      .where('type', '=', type)
      .where('status', '=', 'active')
      .executeTakeFirst()
  )?.id;

/** The live contracts (offered or active) of a type the member has given below it, locked. */
export const lockGivenLive = (db: Executor, memberId: bigint, type: AgentContractTypeName): Promise<ContractRow[]> =>
  db
    .selectFrom('agent_contracts')
    .selectAll()
    .where('upline_id', '=', memberId)
    .where('type', '=', type)
    .where('status', 'in', ['offered', 'active'])
    .orderBy('id')
    .forUpdate()
    .execute();

export const findOpenOffer = (db: Executor, downlineId: bigint, type: AgentContractTypeName) =>
  db
    .selectFrom('agent_contracts')
    .select(['id', 'offer_expires_at'])
    .where('downline_id', '=', downlineId)
    .where('type', '=', type)
    .where('status', '=', 'offered')
    .executeTakeFirst();

export const insertContract = (db: Executor, row: Insertable<AgentContractsTable>): Promise<ContractRow> =>
  db.insertInto('agent_contracts').values(row).returningAll().executeTakeFirstOrThrow();

export const activateContract = (db: Executor, id: bigint, values: { at: Date; effectiveFrom: Date; replacesId: bigint | null }) =>
  db
    .updateTable('agent_contracts')
    .set({ status: 'active', responded_at: values.at, effective_from: values.effectiveFrom, replaces_id: values.replacesId, updated_at: values.at })
    .where('id', '=', id)
    .execute();

export type ContractEnding = { status: 'rejected' | 'terminated' | 'expired'; at: Date; endedBy: AgentContractEndedBy; reason: string | null };

export const endContract = (db: Executor, id: bigint, ending: ContractEnding) =>
  db
    .updateTable('agent_contracts')
    .set({
      status: ending.status,
      ended_at: ending.at,
      ended_by: ending.endedBy,
      end_reason: ending.reason,
      updated_at: ending.at,
      // A rejection is the downline's answer to the offer.
      ...(ending.status === 'rejected' ? { responded_at: ending.at } : {}),
    })
    .where('id', '=', id)
    .execute();

/**
 * Offers past their answer deadline and active contracts past their end, locked (others' sweeps skip
 * them); limited to one member's contracts when `memberId` is given.
 */
export const lockDue = (db: Executor, at: Date, memberId?: bigint): Promise<ContractRow[]> =>
  db
    .selectFrom('agent_contracts')
    .selectAll()
    .where((eb) =>
      eb.or([eb.and([eb('status', '=', 'offered'), eb('offer_expires_at', '<=', at)]), eb.and([eb('status', '=', 'active'), eb('ends_at', '<=', at)])]),
    )
    .$if(memberId !== undefined, (q) => q.where((eb) => eb.or([eb('upline_id', '=', memberId ?? 0n), eb('downline_id', '=', memberId ?? 0n)])))
    .orderBy('id')
    .limit(500)
    .forUpdate()
    .skipLocked()
    .execute();

export type ContractCounts = { type: AgentContractTypeName; side: 'received' | 'given'; status: AgentContractStatus; n: number };

/** How many contracts of each type, side and status the member has (for the consolidated info). */
export const countBySideAndStatus = async (db: Executor, memberId: bigint): Promise<ContractCounts[]> => {
  const rows = await db
    .selectFrom('agent_contracts')
    .select((eb) => [
      'type',
      'status',
      eb.case().when('downline_id', '=', memberId).then('received').else('given').end().as('side'),
      eb.fn.countAll<string>().as('n'),
    ])
    .where((eb) => eb.or([eb('upline_id', '=', memberId), eb('downline_id', '=', memberId)]))
    .groupBy(['type', 'status', 'side'])
    .execute();
  return rows.map((r) => ({ type: r.type, status: r.status, side: r.side === 'received' ? 'received' : 'given', n: Number(r.n) }));
};

export const countPendingConfirmations = async (db: Executor, memberId: bigint): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('agent_settlements')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('payer_id', '=', memberId)
        .where('status', '=', 'awaiting_confirmation')
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Member facts the rules need: kind (type code) and direct upline. */
export const findMemberFacts = (db: Executor, where: { account: string } | { id: bigint }) => {
  const q = db.selectFrom('members').select(['id', 'account', 'type', 'upline_id', 'status']);
  return ('id' in where ? q.where('id', '=', where.id) : q.where((eb) => eb(eb.fn('lower', ['account']), '=', where.account.toLowerCase()))).executeTakeFirst();
};

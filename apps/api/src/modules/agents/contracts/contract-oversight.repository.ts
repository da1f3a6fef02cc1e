import type { AgentContractStatus, AgentContractType, Executor } from '@gp/db';
import { sql } from 'kysely';

/** Read-only queries of the contract table for the back office. */

const contracts = (db: Executor) =>
  db.selectFrom('agent_contracts as c').innerJoin('members as d', 'd.id', 'c.downline_id').leftJoin('members as u', 'u.id', 'c.upline_id');

const contractColumns = [
  'c.id',
  'c.type',
  'c.status',
  'c.upline_id',
  'u.account as upline_account',
  'u.nickname as upline_nickname',
  'c.downline_id',
  'd.account as downline_account',
  'd.nickname as downline_nickname',
  'c.offered_by_staff_id',
  'c.terms',
  'c.period',
  'c.note',
  'c.offered_at',
  'c.offer_expires_at',
  'c.responded_at',
  'c.effective_from',
  'c.ends_at',
  'c.ended_at',
  'c.ended_by',
  'c.end_reason',
  'c.replaces_id',
] as const;

export type ContractFilter = { type?: AgentContractType | undefined; status?: AgentContractStatus | undefined; account?: string | undefined };

const filteredContracts = (db: Executor, filter: ContractFilter) => {
  let q = contracts(db);
  if (filter.type) q = q.where('c.type', '=', filter.type);
  if (filter.status) q = q.where('c.status', '=', filter.status);
  const account = filter.account?.toLowerCase();
  if (account) q = q.where((eb) => eb.or([eb(sql<string>`lower(d.account)`, '=', account), eb(sql<string>`lower(u.account)`, '=', account)]));
  return q;
};

export const listContracts = (db: Executor, filter: ContractFilter, limit: number, offset: number) =>
  filteredContracts(db, filter).select(contractColumns).orderBy('c.id', 'desc').limit(limit).offset(offset).execute();

export type ContractRow = Awaited<ReturnType<typeof listContracts>>[number];

export const countContracts = async (db: Executor, filter: ContractFilter): Promise<number> =>
  Number(
    (
      await filteredContracts(db, filter)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const findContract = (db: Executor, id: bigint) => contracts(db).select(contractColumns).where('c.id', '=', id).executeTakeFirst();

export const findMemberIdByAccount = async (db: Executor, account: string): Promise<{ id: bigint; upline_id: bigint | null; type: number } | undefined> =>
  db
    .selectFrom('members')
    .select(['id', 'upline_id', 'type'])
    .where(sql<string>`lower(account)`, '=', account.toLowerCase())
    .executeTakeFirst();

import type { Executor } from '@gp/db';

export const lockChainHead = (db: Executor) =>
  db.selectFrom('audit_chain_head').select(['last_id', 'last_hash']).where('id', '=', 1).forUpdate().executeTakeFirstOrThrow();

export const readChainHead = (db: Executor) => db.selectFrom('audit_chain_head').select(['last_id', 'last_hash']).where('id', '=', 1).executeTakeFirstOrThrow();

export const advanceChainHead = async (db: Executor, lastId: bigint, lastHash: string): Promise<void> => {
  await db.updateTable('audit_chain_head').set({ last_id: lastId, last_hash: lastHash }).where('id', '=', 1).execute();
};

export type AuditInsert = {
  id: bigint;
  at: Date;
  actor_type: 'staff' | 'member' | 'system';
  actor_id: string | null;
  actor_name: string | null;
  action: string;
  target: string | null;
  details: string;
  ip: string | null;
  prev_hash: string;
  hash: string;
};

export const insertAuditEntry = async (db: Executor, row: AuditInsert): Promise<void> => {
  await db.insertInto('audit_log').values(row).execute();
};

export const listAuditEntries = (db: Executor, filter: { beforeId?: number; limit: number; action?: string; actor?: string }) => {
  let q = db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(filter.limit);
  if (filter.beforeId) q = q.where('id', '<', BigInt(filter.beforeId));
  if (filter.action) q = q.where('action', 'like', `${filter.action.replace(/[\\%_]/g, '\\$&')}%`);
  if (filter.actor) q = q.where('actor_name', '=', filter.actor);
  return q.execute();
};

export const auditEntriesAfter = (db: Executor, afterId: bigint, limit: number) =>
  db.selectFrom('audit_log').selectAll().where('id', '>', afterId).orderBy('id', 'asc').limit(limit).execute();

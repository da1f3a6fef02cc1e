import type { AuditEntry, AuditVerifyResult } from '@gp/contracts';
import type { DB, Executor } from '@gp/db';
import type { Kysely, Selectable } from 'kysely';
import type { AuditLogTable } from '@gp/db';
import { toJsonValue } from '../../../lib/canonical-json';
import { entryHash, genesisHash, type HashedFields } from './audit-hash';
import { advanceChainHead, auditEntriesAfter, insertAuditEntry, listAuditEntries, lockChainHead, readChainHead } from './audit.repository';
import type { Actor } from './audit.types';

type Row = Selectable<AuditLogTable>;

const hashedFields = (row: Row): HashedFields => ({
  id: row.id.toString(),
  at: row.at.toISOString(),
  actorType: row.actor_type,
  actorId: row.actor_id,
  actorName: row.actor_name,
  action: row.action,
  target: row.target,
  details: row.details,
  ip: row.ip,
});

const toEntry = (row: Row): AuditEntry => ({
  id: Number(row.id),
  at: row.at.toISOString(),
  actorType: row.actor_type,
  actorId: row.actor_id,
  actorName: row.actor_name,
  action: row.action,
  target: row.target,
  details: row.details,
  ip: row.ip,
  hash: row.hash,
});

/**
 * The append-only, hash-chained log of staff and security events (docs/security.md, Log inventory). Appends
 * join the caller's transaction, so an action and its record commit or fail together.
 */
export const createAuditService = (db: Kysely<DB>) => {
  const appendIn = async (trx: Executor, actor: Actor, action: string, target: string | null, details: Record<string, unknown>) => {
    const head = await lockChainHead(trx);
    const id = head.last_id + 1n;
    const at = new Date();
    const safeDetails = toJsonValue(details);
    const fields: HashedFields = {
      id: id.toString(),
      at: at.toISOString(),
      actorType: actor.type,
      actorId: actor.id,
      actorName: actor.name,
      action,
      target,
      details: safeDetails,
      ip: actor.ip,
    };
    const hash = entryHash(head.last_hash, fields);
    await insertAuditEntry(trx, {
      id,
      at,
      actor_type: actor.type,
      actor_id: actor.id,
      actor_name: actor.name,
      action,
      target,
      details: JSON.stringify(safeDetails),
      ip: actor.ip,
      prev_hash: head.last_hash,
      hash,
    });
    await advanceChainHead(trx, id, hash);
  };

  const append = async (executor: Executor, actor: Actor, action: string, target: string | null, details: Record<string, unknown> = {}) => {
    if (executor.isTransaction) return appendIn(executor, actor, action, target, details);
    return executor.transaction().execute((trx) => appendIn(trx, actor, action, target, details));
  };

  const list = async (filter: { beforeId?: number; limit: number; action?: string; actor?: string }) => {
    const rows = await listAuditEntries(db, filter);
    const last = rows.at(-1);
    return { list: rows.map(toEntry), nextBeforeId: rows.length === filter.limit && last ? Number(last.id) : null };
  };

  /** Recomputes the whole chain in id order; the first entry whose link or hash differs is reported. */
  const verify = async (): Promise<AuditVerifyResult> => {
    let prevHash = genesisHash;
    let lastId = 0n;
    let checked = 0;
    for (;;) {
      const rows = await auditEntriesAfter(db, lastId, 1000);
      if (rows.length === 0) {
        // The head remembers the last entry, so entries cut from the end are caught too.
        const head = await readChainHead(db);
        const intact = head.last_id === lastId && head.last_hash === prevHash;
        return { ok: intact, checked, firstBrokenId: intact ? null : Number(lastId + 1n) };
      }
      for (const row of rows) {
        const broken = row.id !== lastId + 1n || row.prev_hash !== prevHash || entryHash(prevHash, hashedFields(row)) !== row.hash;
        if (broken) return { ok: false, checked, firstBrokenId: Number(row.id) };
        prevHash = row.hash;
        lastId = row.id;
        checked += 1;
      }
    }
  };

  return { append, list, verify };
};

export type AuditService = ReturnType<typeof createAuditService>;

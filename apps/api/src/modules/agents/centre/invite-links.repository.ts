import type { Executor } from '@gp/db';

/** Queries over `agent_invite_links` (packages/db/src/sql/baseline/14_agents.sql). */

const columns = ['id', 'agent_id', 'code', 'kind', 'label', 'registrations', 'created_at', 'disabled_at'] as const;

export type InviteLinkRow = {
  id: bigint;
  agent_id: bigint;
  code: string;
  kind: 'player' | 'agent';
  label: string | null;
  registrations: number;
  created_at: Date;
  disabled_at: Date | null;
};

export const listInviteLinks = (db: Executor, agentId: bigint, limit: number, offset: number): Promise<InviteLinkRow[]> =>
  db.selectFrom('agent_invite_links').select(columns).where('agent_id', '=', agentId).orderBy('id', 'desc').limit(limit).offset(offset).execute();

export const countInviteLinks = async (db: Executor, agentId: bigint): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('agent_invite_links')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('agent_id', '=', agentId)
        .executeTakeFirstOrThrow()
    ).n,
  );

export const insertInviteLink = (
  db: Executor,
  row: { agent_id: bigint; code: string; kind: 'player' | 'agent'; label: string | null },
): Promise<InviteLinkRow> => db.insertInto('agent_invite_links').values(row).returning(columns).executeTakeFirstOrThrow();

/** The agent's own link only: another agent's id finds nothing. */
export const updateInviteLink = (
  db: Executor,
  agentId: bigint,
  id: bigint,
  change: { disabled_at?: Date | null; label?: string | null },
): Promise<InviteLinkRow | undefined> =>
  db.updateTable('agent_invite_links').set(change).where('id', '=', id).where('agent_id', '=', agentId).returning(columns).executeTakeFirst();

/** An enabled link by its code (codes are unique; case-sensitive as generated). */
export const findEnabledInviteLink = (db: Executor, code: string): Promise<InviteLinkRow | undefined> =>
  db.selectFrom('agent_invite_links').select(columns).where('code', '=', code).where('disabled_at', 'is', null).executeTakeFirst();

/** Counts a registration, only while the link is still enabled (else undefined: the caller refuses). */
export const countInviteRegistration = (db: Executor, id: bigint): Promise<{ id: bigint } | undefined> =>
  db
    .updateTable('agent_invite_links')
    .set((eb) => ({ registrations: eb('registrations', '+', 1) }))
    .where('id', '=', id)
    .where('disabled_at', 'is', null)
    .returning('id')
    .executeTakeFirst();

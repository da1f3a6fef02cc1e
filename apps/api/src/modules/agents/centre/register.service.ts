import { randomInt } from 'node:crypto';
import {
  agentInvitePath,
  type AgentInviteLink,
  type AgentInviteLinkCreate,
  type AgentInviteLinkPage,
  type AgentInviteLinkQuery,
  type AgentInviteLinkUpdate,
} from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/unique-violation';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { findMemberRecord, isAffiliateCodeTaken, type AgentOpenedAccounts } from '../../identity/accounts';
import { countInviteLinks, insertInviteLink, listInviteLinks, updateInviteLink, type InviteLinkRow } from './invite-links.repository';

/** Unambiguous lower-case letters and digits (no 0/o, 1/l/i): 31^10, about 49 bits per code. */
const codeAlphabet = '23456789abcdefghjkmnpqrstuvwxyz';
const codeLength = 10;
export const newInviteCode = (): string => Array.from({ length: codeLength }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');

const linkView = (row: InviteLinkRow): AgentInviteLink => ({
  id: Number(row.id),
  code: row.code,
  kind: row.kind,
  label: row.label,
  registrations: row.registrations,
  disabled: row.disabled_at !== null,
  createdAt: row.created_at.toISOString(),
  disabledAt: row.disabled_at?.toISOString() ?? null,
  path: agentInvitePath(row.code),
});

/**
 * registerCenter: an agent opens accounts directly under itself and manages its
 * invitation links (registration through a link: modules/identity/accounts/registration.service.ts).
 */
export const createAgentRegisterService = (db: Kysely<DB>, deps: { openedAccounts: Pick<AgentOpenedAccounts, 'openDownline'> }) => {
  const openDownline = deps.openedAccounts.openDownline;

  const listLinks = async (agent: MemberPrincipal, query: AgentInviteLinkQuery): Promise<AgentInviteLinkPage> => {
    const [total, rows, me] = await Promise.all([
      countInviteLinks(db, agent.id),
      listInviteLinks(db, agent.id, query.pageSize, (query.pageNo - 1) * query.pageSize),
      findMemberRecord(db, agent.id),
    ]);
    const agentCode = me?.affiliate_code ?? null;
    return {
      content: rows.map(linkView),
      pageNum: query.pageNo,
      pageSize: query.pageSize,
      totalPages: Math.ceil(total / query.pageSize),
      total,
      agentCode,
      agentCodePath: agentCode ? agentInvitePath(agentCode) : null,
    };
  };

  /** A fresh code, never one that is also a member's affiliate code (both are typed in the same field). */
  const createLink = async (agent: MemberPrincipal, input: AgentInviteLinkCreate): Promise<AgentInviteLink> => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const code = newInviteCode();
      if (await isAffiliateCodeTaken(db, code)) continue;
      try {
        return linkView(await insertInviteLink(db, { agent_id: agent.id, code, kind: input.kind, label: input.label || null }));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new AppError('INTERNAL_ERROR');
  };

  /** Another agent's link, or an unknown id, is INVITE_LINK_NOT_FOUND alike. */
  const updateLink = async (agent: MemberPrincipal, id: number, input: AgentInviteLinkUpdate): Promise<AgentInviteLink> => {
    const change: { disabled_at?: Date | null; label?: string | null } = {};
    if (input.disabled !== undefined) change.disabled_at = input.disabled ? new Date() : null;
    if (input.label !== undefined) change.label = input.label || null;
    const row = await updateInviteLink(db, agent.id, BigInt(id), change);
    if (!row) throw new AppError('INVITE_LINK_NOT_FOUND');
    return linkView(row);
  };

  return { openDownline, listLinks, createLink, updateLink };
};

export type AgentRegisterService = ReturnType<typeof createAgentRegisterService>;

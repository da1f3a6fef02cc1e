import { randomInt } from 'node:crypto';
import {
  agentInvitePath,
  type AgentInviteLink,
  type AgentInviteLinkCreate,
  type AgentInviteLinkPage,
  type AgentInviteLinkQuery,
  type AgentInviteLinkUpdate,
  type AgentOpenAccountRequest,
  type AgentOpenAccountResult,
} from '@gp/contracts';
import type { DB, Executor } from '@gp/db';
import { sql, type Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { hashPassword } from '../../../lib/password';
import { isUniqueViolation } from '../../../lib/unique-violation';
import type { CallerContext } from '../../../lib/caller-context';
import { memberTypeCode } from '../../identity/accounts/member-kind';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { findMemberByAccount, findMemberByAffiliateCode, findMemberById, insertMember, type MemberRow } from '../../identity/accounts/members.repository';
import type { RegistrationService } from '../../identity/accounts/registration.service';
import type { SettingsService } from '../../platform/settings/settings.service';
import { openMainWallet } from '../../money/ledger/member-wallets';
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

/** Profile keys of an account an agent opened: who opened it and the request's idempotency key. */
const openedByKey = 'openedByAgent';
const openKeyKey = 'agentOpenKey';

/** The member this agent opened with this idempotency key, if any. */
const findOpened = (db: Executor, agentId: bigint, key: string): Promise<MemberRow | undefined> =>
  db
    .selectFrom('members')
    .selectAll()
    .where('upline_id', '=', agentId)
    .where('register_method', '=', 'agent')
    .where(sql<string>`profile->>${openKeyKey}`, '=', key)
    .executeTakeFirst();

/**
 * registerCenter (issue 7): an agent opens accounts directly under itself and manages its
 * invitation links (registration through a link: modules/identity/accounts/registration.service.ts).
 */
export const createAgentRegisterService = (db: Kysely<DB>, deps: { settings: SettingsService; registration: Pick<RegistrationService, 'checkCredentials'> }) => {
  const { settings } = deps;

  const resultOf = (member: MemberRow, kind: AgentOpenAccountResult['kind'], replayed: boolean): AgentOpenAccountResult => ({
    memberId: Number(member.id),
    account: member.account,
    nickname: member.nickname,
    kind,
    createdAt: member.created_at.toISOString(),
    replayed,
  });

  /** The first answer for a key again; the same key for another account or kind is a conflict. */
  const replayOf = async (agent: MemberPrincipal, input: AgentOpenAccountRequest, agentTypes: readonly number[]): Promise<AgentOpenAccountResult | null> => {
    const earlier = await findOpened(db, agent.id, input.idempotencyKey);
    if (!earlier) return null;
    const kind = agentTypes.includes(earlier.type) ? 'agent' : 'player';
    if (earlier.account.toLowerCase() !== input.account.toLowerCase() || kind !== input.kind) throw new AppError('IDEMPOTENCY_CONFLICT');
    return resultOf(earlier, kind, true);
  };

  const openDownline = async (agent: MemberPrincipal, input: AgentOpenAccountRequest, caller: CallerContext): Promise<AgentOpenAccountResult> => {
    const merchant = await settings.value('merchant');
    const replayed = await replayOf(agent, input, merchant.agentTypeCodes);
    if (replayed) return replayed;
    await deps.registration.checkCredentials(caller.language, { username: input.account, password: input.password }, { username: 'account', password: 'password' });
    if (await findMemberByAccount(db, input.account)) throw new AppError('USERNAME_TAKEN');
    const isAgent = input.kind === 'agent';
    const passwordHash = await hashPassword(input.password);
    try {
      const created = await db.transaction().execute(async (trx) => {
        const member = await insertMember(trx, {
          account: input.account,
          nickname: input.nickname || null,
          type: isAgent ? (merchant.agentTypeCodes[0] ?? memberTypeCode) : memberTypeCode,
          password_hash: passwordHash,
          // The agent knows this password: the member must replace it at the first sign-in.
          password_is_default: true,
          payment_password_hash: null,
          country_dialing_code: null,
          mobile_num: null,
          email: null,
          real_name: null,
          profile: JSON.stringify({ [openedByKey]: String(agent.id), [openKeyKey]: input.idempotencyKey }),
          upline_id: agent.id,
          referral_code: null,
          language: null,
          register_method: 'agent',
          register_ip: caller.ip,
        });
        await openMainWallet(trx, { id: member.id, isAgent }, merchant.currency);
        return member;
      });
      return resultOf(created, input.kind, false);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A twin request with the same key won the race: answer as it did.
      const twin = await replayOf(agent, input, merchant.agentTypeCodes);
      if (twin) return twin;
      throw new AppError('USERNAME_TAKEN');
    }
  };

  const listLinks = async (agent: MemberPrincipal, query: AgentInviteLinkQuery): Promise<AgentInviteLinkPage> => {
    const [total, rows, me] = await Promise.all([
      countInviteLinks(db, agent.id),
      listInviteLinks(db, agent.id, query.pageSize, (query.pageNo - 1) * query.pageSize),
      findMemberById(db, agent.id),
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
      if (await findMemberByAffiliateCode(db, code)) continue;
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

import type { AgentOpenAccountRequest, AgentOpenAccountResult } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { CallerContext } from '../../../lib/caller-context';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { hashPassword } from '../../../lib/password';
import { isUniqueViolation } from '../../../lib/unique-violation';
import { openMainWallet } from '../../money/ledger';
import type { SettingsService } from '../../platform/settings';
import { memberTypeCode } from './member-kind';
import { findAgentOpenedMember, findMemberByAccount, insertMember, type MemberRow } from './members.repository';
import type { RegistrationService } from './registration.service';

/** Profile keys of an account an agent opened: who opened it and the request's idempotency key. */
const openedByKey = 'openedByAgent';
const openKeyKey = 'agentOpenKey';

/**
 * Accounts an agent opens for its downline (the agent centre's open account): the merchant's
 * username and password rules, a password the member must change at the first sign-in, the agent as
 * upline, a main wallet, and one account per idempotency key (a replay answers as the first call).
 */
export const createAgentOpenedAccounts = (db: Kysely<DB>, deps: { settings: SettingsService; registration: Pick<RegistrationService, 'checkCredentials'> }) => {
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
    const earlier = await findAgentOpenedMember(db, agent.id, openKeyKey, input.idempotencyKey);
    if (!earlier) return null;
    const kind = agentTypes.includes(earlier.type) ? 'agent' : 'player';
    if (earlier.account.toLowerCase() !== input.account.toLowerCase() || kind !== input.kind) throw new AppError('IDEMPOTENCY_CONFLICT');
    return resultOf(earlier, kind, true);
  };

  const openDownline = async (agent: MemberPrincipal, input: AgentOpenAccountRequest, caller: CallerContext): Promise<AgentOpenAccountResult> => {
    const merchant = await settings.value('merchant');
    const replayed = await replayOf(agent, input, merchant.agentTypeCodes);
    if (replayed) return replayed;
    await deps.registration.checkCredentials(
      caller.language,
      { username: input.account, password: input.password },
      { username: 'account', password: 'password' },
    );
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

  return { openDownline };
};

export type AgentOpenedAccounts = ReturnType<typeof createAgentOpenedAccounts>;

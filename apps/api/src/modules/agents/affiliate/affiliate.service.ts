import type {
  AffiliateApplication,
  AffiliateApplicationState,
  BoAffiliateApplication,
  BoAffiliatePage,
  BoAffiliateQuery,
  MerchantSettings,
} from '@gp/contracts';
import type { DB, Executor } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { isUniqueViolation } from '../../../lib/unique-violation';
import { findMemberRecord, lockMemberRecord } from '../../identity/accounts';
import { addMemberNotice } from '../../engagement/notices';
import { findMainWallet } from '../../money/ledger';
import type { Actor, AuditService } from '../../platform/audit';
import type { SettingsService } from '../../platform/settings';
import { findTopAgent, findUplineAgent, promoteToAgent, type UplineAgent } from '../centre';
import {
  decideApplication,
  findApplicationForStaff,
  findLatestApplication,
  findPendingApplication,
  insertApplication,
  listApplicationsForStaff,
  lockApplication,
  type ApplicationRow,
  type StaffApplicationRow,
} from './affiliate.repository';

const view = (row: ApplicationRow): AffiliateApplication => ({
  id: Number(row.id),
  status: row.status,
  note: row.note,
  reason: row.reason,
  inviteCode: row.invite_code,
  createdAt: row.created_at.toISOString(),
  reviewedAt: row.reviewed_at?.toISOString() ?? null,
});

const staffView = (row: StaffApplicationRow): BoAffiliateApplication => ({
  ...view(row),
  memberId: Number(row.member_id),
  memberAccount: row.member_account,
  feedbackId: row.feedback_id === null ? null : Number(row.feedback_id),
  uplineAccount: row.upline_account,
  reviewedBy: row.reviewed_by,
});

/**
 * Files an application for the member inside the caller's transaction (the application page, or a
 * member's "apply for agent" feedback). Refused for an agent and while another is pending.
 */
export const fileAffiliateApplication = async (
  trx: Executor,
  input: { memberId: bigint; isAgent: boolean; feedbackId: bigint | null; note: string },
): Promise<AffiliateApplication> => {
  if (input.isAgent) throw new AppError('AFFILIATE_ALREADY_AGENT');
  if (await findPendingApplication(trx, input.memberId)) throw new AppError('AFFILIATE_APPLICATION_PENDING');
  try {
    return view(await insertApplication(trx, { member_id: input.memberId, feedback_id: input.feedbackId, note: input.note }));
  } catch (error) {
    // Two applications at once: the partial unique index lets one through.
    if (isUniqueViolation(error)) throw new AppError('AFFILIATE_APPLICATION_PENDING');
    throw error;
  }
};

/** The member's side: the latest application and whether they are an agent already. */
export const createAffiliateService = (db: Kysely<DB>) => {
  const state = async (member: MemberPrincipal): Promise<AffiliateApplicationState> => {
    const latest = await findLatestApplication(db, member.id);
    return { isAgent: member.isAgent, application: latest ? view(latest) : null };
  };

  const apply = async (member: MemberPrincipal, note: string | undefined): Promise<AffiliateApplication> =>
    db.transaction().execute(async (trx) => {
      await lockMemberRecord(trx, member.id);
      return fileAffiliateApplication(trx, { memberId: member.id, isAgent: member.isAgent, feedbackId: null, note: note ?? '' });
    });

  return { state, apply };
};
export type AffiliateService = ReturnType<typeof createAffiliateService>;

/**
 * The staff side: the queue, approval (the member becomes an agent under the chosen upline or the
 * operator's top agent, with an invitation code, in one transaction) and rejection with a reason.
 * Every decision is audited and told to the member as a notice.
 */
export const createAffiliateAdminService = (db: Kysely<DB>, deps: { audit: AuditService; settings: SettingsService }) => {
  const { audit, settings } = deps;

  const list = async (query: BoAffiliateQuery): Promise<BoAffiliatePage> => {
    const merchant = await settings.value('merchant');
    const [{ rows, total }, top] = await Promise.all([
      listApplicationsForStaff(db, { status: query.status, memberAccount: query.member, offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize }),
      findTopAgent(db, merchant),
    ]);
    return {
      list: rows.map(staffView),
      topAgentAccount: top?.account ?? null,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      total,
      totalPages: Math.ceil(total / query.pageSize),
    };
  };

  const answer = async (id: bigint): Promise<BoAffiliateApplication> => {
    const row = await findApplicationForStaff(db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return staffView(row);
  };

  const pendingOrRefuse = async (trx: Executor, id: bigint): Promise<ApplicationRow> => {
    const row = await lockApplication(trx, id);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 'pending') throw new AppError('AFFILIATE_APPLICATION_DECIDED', { details: { status: row.status } });
    return row;
  };

  /**
   * A balance in the member's player wallet would be out of reach once the member holds an agent
   * wallet instead: it is withdrawn or spent first.
   */
  const refuseFundedPlayerWallet = async (memberId: bigint, merchant: MerchantSettings): Promise<void> => {
    const wallet = await findMainWallet(db, { id: memberId, isAgent: false }, merchant.currency);
    const balance = wallet?.balance ?? 0n;
    if (balance !== 0n) throw new AppError('AFFILIATE_WALLET_NOT_EMPTY', { details: { balance: Number(balance) } });
  };

  const approve = async (id: bigint, uplineAccount: string | undefined, actor: Actor): Promise<BoAffiliateApplication> => {
    // Settings, the upline and the wallet are read first: reading them inside the transaction deadlocks on PGlite.
    const merchant = await settings.value('merchant');
    const before = await findApplicationForStaff(db, id);
    if (!before) throw new AppError('NOT_FOUND');
    if (before.status !== 'pending') throw new AppError('AFFILIATE_APPLICATION_DECIDED', { details: { status: before.status } });
    const upline: UplineAgent | null = uplineAccount ? await findUplineAgent(db, uplineAccount, merchant) : ((await findTopAgent(db, merchant)) ?? null);
    await refuseFundedPlayerWallet(before.member_id, merchant);
    await db.transaction().execute(async (trx) => {
      const row = await pendingOrRefuse(trx, id);
      await lockMemberRecord(trx, row.member_id);
      const member = await findMemberRecord(trx, row.member_id);
      if (!member) throw new AppError('NOT_FOUND');
      if (merchant.agentTypeCodes.includes(member.type)) throw new AppError('AFFILIATE_ALREADY_AGENT');
      const { inviteCode } = await promoteToAgent(trx, { memberId: row.member_id, upline, merchant });
      await decideApplication(trx, id, {
        status: 'approved',
        reason: null,
        upline_id: upline?.id ?? null,
        invite_code: inviteCode,
        reviewed_by: actor.name ?? '',
      });
      await addMemberNotice(trx, {
        memberId: row.member_id,
        kind: 'affiliate_approved',
        params: { applicationId: Number(id), inviteCode, upline: upline?.account ?? '' },
      });
      await audit.append(trx, actor, 'affiliate.application.approve', `member:${row.member_id}`, {
        application: String(id),
        upline: upline?.account ?? null,
        inviteCode,
      });
    });
    return answer(id);
  };

  const reject = async (id: bigint, reason: string, actor: Actor): Promise<BoAffiliateApplication> => {
    await db.transaction().execute(async (trx) => {
      const row = await pendingOrRefuse(trx, id);
      await decideApplication(trx, id, { status: 'rejected', reason, upline_id: null, invite_code: null, reviewed_by: actor.name ?? '' });
      await addMemberNotice(trx, { memberId: row.member_id, kind: 'affiliate_rejected', params: { applicationId: Number(id), reason } });
      await audit.append(trx, actor, 'affiliate.application.reject', `member:${row.member_id}`, { application: String(id), reason });
    });
    return answer(id);
  };

  return { list, approve, reject };
};
export type AffiliateAdminService = ReturnType<typeof createAffiliateAdminService>;

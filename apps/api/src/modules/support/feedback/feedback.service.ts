import {
  applyForAgentQuestionType,
  type BoFeedback,
  type BoFeedbackAssignees,
  type BoFeedbackPage,
  type BoFeedbackQuery,
  type FeedbackQuestionType,
  type FeedbackRequest,
  type FeedbackSent,
  type MemberFeedback,
  type MemberFeedbackList,
  type StaffRole,
} from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { applicationIdsByFeedback, fileAffiliateApplication } from '../../agents/affiliate';
import { addMemberNotice } from '../../engagement/notices';
import type { BotCheckService } from '../../identity/bot-check';
import { staffNames, staffWithRoles } from '../../identity/staff';
import type { Actor, AuditService } from '../../platform/audit';
import {
  findFeedbackForStaff,
  findMemberFeedback,
  insertFeedback,
  listFeedbackForStaff,
  listMemberFeedback,
  lockFeedback,
  updateFeedback,
  type FeedbackRow,
  type StaffFeedbackRow,
} from './feedback.repository';

/** The staff roles that work the feedback inbox (admins always may). */
export const feedbackRoles: readonly StaffRole[] = ['admin', 'support', 'operator'];

const memberView = (row: FeedbackRow): MemberFeedback => ({
  id: Number(row.id),
  type: row.question_type as FeedbackQuestionType,
  content: row.content,
  status: row.status,
  answer: row.answer,
  answeredAt: row.answered_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
});

/**
 * Feedback from the footer's form. A member sends as themselves (a `sender` they type is kept as a
 * contact); a visitor must leave a contact. The proof of work is checked (and used up) before anything is
 * written. A member's "apply for agent" feedback also files an affiliate application, in the same
 * transaction: refused, nothing is written.
 */
export const createFeedbackService = (db: Kysely<DB>, deps: { botCheck: Pick<BotCheckService, 'verifyAltcha'> }) => {
  const send = async (member: MemberPrincipal | null, body: FeedbackRequest, ip: string): Promise<FeedbackSent> => {
    const contact = body.sender ? body.sender : null;
    if (!member && !contact) throw new AppError('FEEDBACK_CONTACT_REQUIRED');
    await deps.botCheck.verifyAltcha(body.captcha);
    return db.transaction().execute(async (trx) => {
      const row = await insertFeedback(trx, { member_id: member?.id ?? null, contact, question_type: body.type, content: body.content, ip });
      const applies = member !== null && !member.isTrial && body.type === applyForAgentQuestionType;
      const application = applies
        ? await fileAffiliateApplication(trx, { memberId: member.id, isAgent: member.isAgent, feedbackId: row.id, note: body.content })
        : null;
      return { id: Number(row.id), status: row.status, applicationId: application?.id ?? null };
    });
  };

  const mine = async (member: MemberPrincipal): Promise<MemberFeedbackList> => ({ list: (await listMemberFeedback(db, member.id)).map(memberView) });

  /** Another member's feedback, or an unknown id, is NOT_FOUND alike. */
  const one = async (member: MemberPrincipal, id: number): Promise<MemberFeedback> => {
    const row = await findMemberFeedback(db, member.id, BigInt(id));
    if (!row) throw new AppError('NOT_FOUND');
    return memberView(row);
  };

  return { send, mine, one };
};
export type FeedbackService = ReturnType<typeof createFeedbackService>;

/**
 * The staff feedback inbox: filter, assign (to oneself or another staff member of the feedback
 * roles), answer (a member gets the answer as a `feedback_answered` notice in their inbox) and
 * close. Every action is audited.
 */
export const createFeedbackAdminService = (db: Kysely<DB>, deps: { audit: AuditService }) => {
  const { audit } = deps;

  const staffViews = async (rows: StaffFeedbackRow[]): Promise<BoFeedback[]> => {
    const assignees = [...new Set(rows.flatMap((r) => (r.assigned_to === null ? [] : [r.assigned_to])))];
    const [names, applications] = await Promise.all([
      staffNames(db, assignees),
      applicationIdsByFeedback(
        db,
        rows.map((r) => r.id),
      ),
    ]);
    return rows.map((r) => {
      const applicationId = applications.get(r.id);
      return {
        ...memberView(r),
        memberId: r.member_id === null ? null : Number(r.member_id),
        memberAccount: r.member_account,
        contact: r.contact,
        assignedTo: r.assigned_to,
        assignedToName: r.assigned_to === null ? null : (names.get(r.assigned_to) ?? null),
        answeredBy: r.answered_by,
        closedBy: r.closed_by,
        closedAt: r.closed_at?.toISOString() ?? null,
        applicationId: applicationId === undefined ? null : Number(applicationId),
      };
    });
  };

  const list = async (query: BoFeedbackQuery): Promise<BoFeedbackPage> => {
    const { rows, total } = await listFeedbackForStaff(db, {
      status: query.status,
      type: query.type,
      memberAccount: query.member,
      offset: (query.pageNo - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return { list: await staffViews(rows), pageNo: query.pageNo, pageSize: query.pageSize, total, totalPages: Math.ceil(total / query.pageSize) };
  };

  const get = async (id: bigint): Promise<BoFeedback> => {
    const row = await findFeedbackForStaff(db, id);
    if (!row) throw new AppError('NOT_FOUND');
    const [view] = await staffViews([row]);
    if (!view) throw new AppError('NOT_FOUND');
    return view;
  };

  const assignees = async (): Promise<BoFeedbackAssignees> => ({ list: await staffWithRoles(db, feedbackRoles) });

  const conflict = (row: FeedbackRow) => new AppError('FEEDBACK_STATUS_CONFLICT', { details: { status: row.status } });

  const locked = async (trx: Parameters<typeof lockFeedback>[0], id: bigint): Promise<FeedbackRow> => {
    const row = await lockFeedback(trx, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };

  /** Open or assigned feedback only: answered and closed feedback has nothing left to work on. */
  const assign = async (id: bigint, staffId: number | undefined, actor: Actor): Promise<BoFeedback> => {
    const to = staffId ?? Number(actor.id);
    const allowed = await staffWithRoles(db, feedbackRoles);
    const assignee = allowed.find((s) => s.id === to);
    if (!assignee) throw new AppError('VALIDATION_ERROR', { details: { staffId: to } });
    await db.transaction().execute(async (trx) => {
      const row = await locked(trx, id);
      if (row.status !== 'open' && row.status !== 'assigned') throw conflict(row);
      await updateFeedback(trx, id, { status: 'assigned', assigned_to: to, assigned_at: new Date() });
      await audit.append(trx, actor, 'feedback.assign', `feedback:${id}`, { from: row.assigned_to, to, toName: assignee.username });
    });
    return get(id);
  };

  const answer = async (id: bigint, text: string, actor: Actor): Promise<BoFeedback> => {
    await db.transaction().execute(async (trx) => {
      const row = await locked(trx, id);
      if (row.status !== 'open' && row.status !== 'assigned') throw conflict(row);
      const at = new Date();
      await updateFeedback(trx, id, { status: 'answered', answer: text, answered_by: actor.name ?? '', answered_at: at });
      if (row.member_id !== null) {
        await addMemberNotice(trx, { memberId: row.member_id, kind: 'feedback_answered', params: { feedbackId: Number(id), answer: text } });
      }
      await audit.append(trx, actor, 'feedback.answer', `feedback:${id}`, {
        member: row.member_id === null ? null : String(row.member_id),
        length: text.length,
      });
    });
    return get(id);
  };

  const close = async (id: bigint, actor: Actor): Promise<BoFeedback> => {
    await db.transaction().execute(async (trx) => {
      const row = await locked(trx, id);
      if (row.status === 'closed') throw conflict(row);
      await updateFeedback(trx, id, { status: 'closed', closed_by: actor.name ?? '', closed_at: new Date() });
      await audit.append(trx, actor, 'feedback.close', `feedback:${id}`, { from: row.status });
    });
    return get(id);
  };

  return { list, get, assignees, assign, answer, close };
};
export type FeedbackAdminService = ReturnType<typeof createFeedbackAdminService>;

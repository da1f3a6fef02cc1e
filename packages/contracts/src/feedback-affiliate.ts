import { z } from 'zod';

/** The feedback form's question types: 1 deposit, 2 withdrawal, 3 game, 4 customer service, 6 apply for agent, 0 others. */
export const feedbackQuestionTypes = [1, 2, 3, 4, 6, 0] as const;
export const feedbackQuestionType = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(6)]);
export type FeedbackQuestionType = z.infer<typeof feedbackQuestionType>;
/** The question type that also files an affiliate application when a member sends it. */
export const applyForAgentQuestionType = 6;

/** The description's length, counted after trimming. */
export const feedbackContentMin = 20;
export const feedbackContentMax = 200;

export const feedbackStatuses = ['open', 'assigned', 'answered', 'closed'] as const;
export const feedbackStatus = z.enum(feedbackStatuses);
export type FeedbackStatus = z.infer<typeof feedbackStatus>;

const pageNo = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);
const idParam = z.strictObject({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/**
 * `PUT /wps/feedback`: `type` is the question type, `sender` how to reach a visitor (a member sends
 * as themselves and may leave it out), and `captcha` a solved ALTCHA challenge
 * (`/wps/captcha/challenge`): the browser solves it while the form is sent, nobody types a code.
 */
export const feedbackRequest = z.strictObject({
  type: feedbackQuestionType,
  content: z.string().trim().min(feedbackContentMin).max(feedbackContentMax),
  sender: z.string().trim().max(100).optional(),
  captcha: z.string().min(1).max(4096),
});
export type FeedbackRequest = z.infer<typeof feedbackRequest>;

export const feedbackSent = z.object({
  id: z.number().int(),
  status: feedbackStatus,
  /** The affiliate application a member's "apply for agent" feedback filed; null otherwise. */
  applicationId: z.number().int().nullable(),
});
export type FeedbackSent = z.infer<typeof feedbackSent>;

/** One of the member's own feedback, with the staff answer once there is one. */
export const memberFeedback = z.object({
  id: z.number().int(),
  type: feedbackQuestionType,
  content: z.string(),
  status: feedbackStatus,
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MemberFeedback = z.infer<typeof memberFeedback>;
export const memberFeedbackList = z.object({ list: z.array(memberFeedback) });
export type MemberFeedbackList = z.infer<typeof memberFeedbackList>;
export const feedbackIdParams = idParam;

export const affiliateApplicationStatuses = ['pending', 'approved', 'rejected'] as const;
export const affiliateApplicationStatus = z.enum(affiliateApplicationStatuses);
export type AffiliateApplicationStatus = z.infer<typeof affiliateApplicationStatus>;

export const affiliateApplication = z.object({
  id: z.number().int(),
  status: affiliateApplicationStatus,
  note: z.string(),
  /** Why staff rejected it. */
  reason: z.string().nullable(),
  /** The new agent's invitation code, once approved. */
  inviteCode: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type AffiliateApplication = z.infer<typeof affiliateApplication>;

/** `GET /wps/affiliate/application`: whether the member is an agent, and the latest application. */
export const affiliateApplicationState = z.object({
  isAgent: z.boolean(),
  application: affiliateApplication.nullable(),
});
export type AffiliateApplicationState = z.infer<typeof affiliateApplicationState>;

/** `POST /wps/affiliate/application`: an optional note for staff (how the member will bring players). */
export const affiliateApplyRequest = z.strictObject({ note: z.string().trim().max(200).optional() });
export type AffiliateApplyRequest = z.infer<typeof affiliateApplyRequest>;

// Back office

export const boFeedbackQuery = z.strictObject({
  status: feedbackStatus.optional(),
  type: z.coerce.number().pipe(feedbackQuestionType).optional(),
  /** A member's account (exact, case-insensitive). */
  member: z.string().trim().min(1).max(64).optional(),
  pageNo,
  pageSize,
});
export type BoFeedbackQuery = z.infer<typeof boFeedbackQuery>;

export const boFeedback = z.object({
  id: z.number().int(),
  type: feedbackQuestionType,
  content: z.string(),
  status: feedbackStatus,
  memberId: z.number().int().nullable(),
  memberAccount: z.string().nullable(),
  /** A visitor's contact (or what a member typed as sender). */
  contact: z.string().nullable(),
  assignedTo: z.number().int().nullable(),
  assignedToName: z.string().nullable(),
  answer: z.string().nullable(),
  answeredBy: z.string().nullable(),
  answeredAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  closedAt: z.string().nullable(),
  applicationId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type BoFeedback = z.infer<typeof boFeedback>;

export const boFeedbackPage = z.object({
  list: z.array(boFeedback),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type BoFeedbackPage = z.infer<typeof boFeedbackPage>;
export const boFeedbackIdParams = idParam;

/** Assign to a staff member of the feedback roles; without `staffId`, to the caller. */
export const boFeedbackAssign = z.strictObject({ staffId: z.number().int().min(1).max(2_147_483_647).optional() });
export type BoFeedbackAssign = z.infer<typeof boFeedbackAssign>;

export const boFeedbackAnswer = z.strictObject({ answer: z.string().trim().min(1).max(2000) });
export type BoFeedbackAnswer = z.infer<typeof boFeedbackAnswer>;

/** The staff a feedback can be assigned to. */
export const boFeedbackAssignees = z.object({ list: z.array(z.object({ id: z.number().int(), username: z.string() })) });
export type BoFeedbackAssignees = z.infer<typeof boFeedbackAssignees>;

export const boAffiliateQuery = z.strictObject({
  status: affiliateApplicationStatus.optional(),
  member: z.string().trim().min(1).max(64).optional(),
  pageNo,
  pageSize,
});
export type BoAffiliateQuery = z.infer<typeof boAffiliateQuery>;

export const boAffiliateApplication = affiliateApplication.extend({
  memberId: z.number().int(),
  memberAccount: z.string(),
  feedbackId: z.number().int().nullable(),
  uplineAccount: z.string().nullable(),
  reviewedBy: z.string().nullable(),
});
export type BoAffiliateApplication = z.infer<typeof boAffiliateApplication>;

export const boAffiliatePage = z.object({
  list: z.array(boAffiliateApplication),
  /** The operator's top agent: the upline an approval uses when staff choose none (null: none yet). */
  topAgentAccount: z.string().nullable(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type BoAffiliatePage = z.infer<typeof boAffiliatePage>;
export const boAffiliateIdParams = idParam;

/** Approve: the new agent goes under `uplineAccount` (an agent), or under the operator's top agent when left out. */
export const boAffiliateApprove = z.strictObject({ uplineAccount: z.string().trim().min(1).max(64).optional() });
export type BoAffiliateApprove = z.infer<typeof boAffiliateApprove>;

export const boAffiliateReject = z.strictObject({ reason: z.string().trim().min(1).max(500) });
export type BoAffiliateReject = z.infer<typeof boAffiliateReject>;

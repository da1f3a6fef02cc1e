import { z } from 'zod';

/** What a member notice reports; the player site words it from `params` in the player's language. */
export const memberNoticeKinds = [
  'deposit_credited',
  'deposit_failed',
  'withdrawal_approved',
  'withdrawal_rejected',
  'transfer_received',
  // Agent contracts and settlement: params account (the other party), type (contract type), reason, amount.
  'contract_offered',
  'contract_accepted',
  'contract_rejected',
  'contract_terminated',
  'contract_auto_terminated',
  'contract_expired',
  'settlement_paid',
  'settlement_insufficient_funds',
  'dividend_confirmation_due',
  'account_frozen',
  // A security change (password, mobile, email, TOTP, social link, payment password, payee): params change, action, detail (masked).
  'security_changed',
  // The promotions engine paid a bonus: params amount (minor units), promotionId.
  'bonus_issued',
  // Feedback and the affiliate application: params feedbackId and answer; applicationId, inviteCode, upline or reason.
  'feedback_answered',
  'affiliate_approved',
  'affiliate_rejected',
] as const;
export const memberNoticeKind = z.enum(memberNoticeKinds);
export type MemberNoticeKindName = z.infer<typeof memberNoticeKind>;

export const memberNotice = z.object({
  id: z.string(),
  kind: memberNoticeKind,
  /** amount (minor units), currency, reference, reason, from: whatever the text needs. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  createdAt: z.string(),
  read: z.boolean(),
});
export type MemberNotice = z.infer<typeof memberNotice>;

/** `GET /wps/member/notices`: the latest 50, newest first, and how many of all are unread. */
export const memberNoticeList = z.object({
  list: z.array(memberNotice),
  unreadCount: z.number().int(),
});
export type MemberNoticeList = z.infer<typeof memberNoticeList>;

/** `POST /wps/member/notices/read`: these ids, or every notice when `ids` is left out. */
export const memberNoticesReadRequest = z.strictObject({
  ids: z
    .array(z.string().regex(/^\d{1,18}$/))
    .min(1)
    .max(100)
    .optional(),
});
export type MemberNoticesReadRequest = z.infer<typeof memberNoticesReadRequest>;

export const memberNoticesReadResponse = z.object({ unreadCount: z.number().int() });
export type MemberNoticesReadResponse = z.infer<typeof memberNoticesReadResponse>;

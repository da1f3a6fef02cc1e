import { z } from 'zod';
import { boPage, boPageQuery } from './content';
import { translationsOf } from './content-translations';
import { languageCode } from './language-code';
import { memberNoticeKind } from './notices';

/**
 * The members' inbox: system notices (member_notices) and staff messages in one list, newest first.
 * An item's id is `n<notice id>` or `m<message id>`, so one call can mark or delete both kinds.
 */
export const inboxItemId = z.string().regex(/^[nm][1-9]\d{0,17}$/);

export const inboxItem = z.object({
  id: z.string(),
  type: z.enum(['notice', 'message']),
  /** A notice's kind and params, worded by the site in the reader's language; null for a message. */
  kind: memberNoticeKind.nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  /** A staff message's title and plain-text body in the reader's language; null for a notice. */
  title: z.string().nullable(),
  body: z.string().nullable(),
  /** When it arrived: a notice's creation, a message's publication. */
  createdAt: z.string(),
  read: z.boolean(),
});
export type InboxItem = z.infer<typeof inboxItem>;

/** The cursor's instant is a real one from 1970 on: 2026-02-30 or hour 25 passes the pattern but no database takes it. */
const isRealInstant = (cursor: string) => {
  const at = cursor.slice(0, 19);
  const ms = Date.parse(`${at}Z`);
  return Number.isFinite(ms) && ms >= 0 && new Date(ms).toISOString().slice(0, 19) === at;
};

/**
 * Where the next page starts: the last item's arrival to the microsecond (UTC), its source (0 notice,
 * 1 message) and its id, so items that arrived in the same instant are neither skipped nor repeated.
 */
export const inboxCursor = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}~[01]~[1-9]\d{0,17}$/)
  .refine(isRealInstant, 'not a real instant');

/** `GET /wps/member/inbox`: a page of the newest items, then the page after the `before` cursor. */
export const inboxListQuery = z.strictObject({
  before: inboxCursor.optional(),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
  language: languageCode.optional(),
});
export type InboxListQuery = z.infer<typeof inboxListQuery>;

export const inboxList = z.object({
  list: z.array(inboxItem),
  /** The cursor to pass as `before` for the next page; null when this page is the last. */
  nextBefore: z.string().nullable(),
  unreadCount: z.number().int(),
});
export type InboxList = z.infer<typeof inboxList>;

/** `GET /wps/member/inbox/item`: opening an item marks it read. */
export const inboxItemQuery = z.strictObject({ id: inboxItemId, language: languageCode.optional() });
export const inboxItemOpened = z.object({ item: inboxItem, unreadCount: z.number().int() });
export type InboxItemOpened = z.infer<typeof inboxItemOpened>;

/** `POST /wps/member/inbox/read`: these items, or every item when `ids` is left out. */
export const inboxReadRequest = z.strictObject({ ids: z.array(inboxItemId).min(1).max(100).optional() });
export type InboxReadRequest = z.infer<typeof inboxReadRequest>;
/** `POST /wps/member/inbox/delete`. */
export const inboxDeleteRequest = z.strictObject({ ids: z.array(inboxItemId).min(1).max(100) });
export type InboxDeleteRequest = z.infer<typeof inboxDeleteRequest>;

/** The unread count: `CSP_unreadCount`, and the answer of every read or delete. */
export const inboxUnread = z.object({ unreadCount: z.number().int() });
export type InboxUnread = z.infer<typeof inboxUnread>;

// Back office.

export const inboxAudience = z.enum(['member', 'segment', 'all']);
export type InboxAudienceName = z.infer<typeof inboxAudience>;

const isoInstant = z.iso.datetime({ offset: true }).nullable();
const messageText = { title: z.string().trim().min(1).max(200), body: z.string().trim().min(1).max(5000) };
export const inboxMessageTranslations = translationsOf(messageText);

/** Who reads a segment message: every filter given must match; an empty list matches everyone. */
export const inboxSegment = z
  .strictObject({
    vipLevels: z.array(z.number().int().min(0).max(100)).max(101).default([]),
    memberTypes: z.array(z.number().int().min(0).max(2_147_483_647)).max(100).default([]),
    /** An agent's account: their whole team, every depth below them. */
    agentAccount: z.string().trim().min(1).max(64).nullable().default(null),
    registeredFrom: isoInstant.default(null),
    registeredTo: isoInstant.default(null),
  })
  .refine((s) => !s.registeredFrom || !s.registeredTo || Date.parse(s.registeredTo) > Date.parse(s.registeredFrom), {
    path: ['registeredTo'],
    message: 'ends after it starts',
  });
export type InboxSegment = z.infer<typeof inboxSegment>;

/** Who a message goes to; the segment must name at least one filter (else it is `all`). */
export const boInboxTarget = z
  .strictObject({
    audience: inboxAudience,
    memberAccount: z.string().trim().min(1).max(64).nullable().default(null),
    segment: inboxSegment.nullable().default(null),
  })
  .refine((t) => t.audience !== 'member' || t.memberAccount !== null, { path: ['memberAccount'], message: 'name the member' })
  .refine(
    (t) =>
      t.audience !== 'segment' ||
      (t.segment !== null &&
        (t.segment.vipLevels.length > 0 ||
          t.segment.memberTypes.length > 0 ||
          t.segment.agentAccount !== null ||
          t.segment.registeredFrom !== null ||
          t.segment.registeredTo !== null)),
    { path: ['segment'], message: 'choose at least one filter' },
  );
export type BoInboxTarget = z.infer<typeof boInboxTarget>;

export const boInboxAudienceCount = z.object({ members: z.number().int() });
export type BoInboxAudienceCount = z.infer<typeof boInboxAudienceCount>;

export const boInboxMessageInput = z
  .strictObject({
    target: boInboxTarget,
    ...messageText,
    language: languageCode.default('EN'),
    translations: inboxMessageTranslations.default({}),
    /** Null: now. */
    publishAt: isoInstant.default(null),
    expireAt: isoInstant.default(null),
  })
  .refine((m) => !m.expireAt || Date.parse(m.expireAt) > (m.publishAt ? Date.parse(m.publishAt) : Date.now()), {
    path: ['expireAt'],
    message: 'expires after it is published',
  });
export type BoInboxMessageInput = z.infer<typeof boInboxMessageInput>;

export const boInboxMessageStatus = z.enum(['scheduled', 'live', 'expired', 'cancelled']);
export type BoInboxMessageStatusName = z.infer<typeof boInboxMessageStatus>;

export const boInboxMessage = z.object({
  id: z.string(),
  audience: inboxAudience,
  memberAccount: z.string().nullable(),
  segment: z
    .object({
      vipLevels: z.array(z.number().int()),
      memberTypes: z.array(z.number().int()),
      agentAccount: z.string().nullable(),
      registeredFrom: z.string().nullable(),
      registeredTo: z.string().nullable(),
    })
    .nullable(),
  title: z.string(),
  body: z.string(),
  language: languageCode,
  translations: inboxMessageTranslations,
  missingLanguages: z.array(languageCode),
  publishAt: z.string(),
  expireAt: z.string().nullable(),
  status: boInboxMessageStatus,
  /** Members the audience held when it was sent. */
  reach: z.number().int(),
  /** Members who have opened it. */
  readCount: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  cancelledBy: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type BoInboxMessage = z.infer<typeof boInboxMessage>;

export const boInboxMessageQuery = boPageQuery;
export const boInboxMessagePage = boPage(boInboxMessage);
export type BoInboxMessagePage = z.infer<typeof boInboxMessagePage>;
export const boInboxMessageIdParams = z.strictObject({ id: z.string().regex(/^[1-9]\d{0,17}$/) });

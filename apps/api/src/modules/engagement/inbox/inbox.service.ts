import type { InboxItem, InboxItemOpened, InboxList, InboxListQuery, InboxUnread, LanguageCode } from '@gp/contracts';
import { pickTranslation } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { findMemberRecord } from '../../identity/accounts';
import type { SettingsService } from '../../platform/settings';
import { countOwnNotices, countUnreadNotices, deleteNotices, findInboxNotice, listInboxNotices, markNoticesRead } from '../notices';
import { compareCursors, cursorText, parseCursor, parseItemIds } from './inbox-ids';
import {
  countUnreadMessages,
  countVisibleMessages,
  findVisibleMessage,
  listVisibleMessages,
  markMessagesDeleted,
  markMessagesRead,
  unreadMessageIds,
  type Reader,
} from './inbox.repository';

type NoticeRow = Omit<Awaited<ReturnType<typeof listInboxNotices>>[number], 'sort_at'>;
type MessageRow = Omit<Awaited<ReturnType<typeof listVisibleMessages>>[number], 'sort_at'>;

const noticeItem = (r: NoticeRow): InboxItem => ({
  id: `n${r.id}`,
  type: 'notice',
  kind: r.kind,
  params: r.params,
  title: null,
  body: null,
  createdAt: new Date(r.created_at).toISOString(),
  read: r.read_at !== null,
});

const messageItem = (r: MessageRow, language: LanguageCode, defaultLanguage: LanguageCode): InboxItem => {
  const text = pickTranslation({ title: r.title, body: r.body }, r.translations, language, defaultLanguage, r.language);
  return {
    id: `m${r.id}`,
    type: 'message',
    kind: null,
    params: null,
    title: text.title,
    body: text.body,
    createdAt: new Date(r.publish_at).toISOString(),
    read: r.read_at !== null,
  };
};

/**
 * The member's inbox: their system notices (written by the money, promotion and agent flows with
 * addMemberNotice) and the staff messages addressed to them, one list newest first, one unread count.
 * Someone else's item, or a message outside its window or audience, is NOT_FOUND: the same answer as
 * an id that does not exist, so ids reveal nothing. Trial accounts have an empty inbox.
 */
export const createInboxService = (db: Kysely<DB>, settings: SettingsService) => {
  const readerOf = async (member: MemberPrincipal): Promise<Reader | null> => {
    if (member.isTrial) return null;
    const record = await findMemberRecord(db, member.id);
    if (!record) throw new AppError('UNAUTHORIZED');
    return { id: record.id, vipLevel: record.vip_level, type: record.type, registeredAt: new Date(record.created_at) };
  };

  const unreadOf = async (reader: Reader | null): Promise<number> =>
    reader ? (await countUnreadNotices(db, reader.id)) + (await countUnreadMessages(db, reader, new Date())) : 0;

  const unreadCount = async (member: MemberPrincipal): Promise<InboxUnread> => ({ unreadCount: await unreadOf(await readerOf(member)) });

  const list = async (member: MemberPrincipal, query: InboxListQuery, language: LanguageCode): Promise<InboxList> => {
    const reader = await readerOf(member);
    if (!reader) return { list: [], nextBefore: null, unreadCount: 0 };
    const { defaultLanguage } = await settings.value('merchant');
    const before = query.before ? parseCursor(query.before) : null;
    const now = new Date();
    // One page from each source, merged by (instant, source, id) descending: the newest pageSize of the two.
    const notices = await listInboxNotices(db, reader.id, before, query.pageSize);
    const messages = await listVisibleMessages(db, reader, now, before, query.pageSize);
    const merged = [
      ...notices.map((r) => ({ key: { at: r.sort_at, rank: 0, id: r.id }, item: noticeItem(r) })),
      ...messages.map((r) => ({ key: { at: r.sort_at, rank: 1, id: r.id }, item: messageItem(r, language, defaultLanguage) })),
    ]
      .sort((a, b) => compareCursors(b.key, a.key))
      .slice(0, query.pageSize);
    const full = notices.length === query.pageSize || messages.length === query.pageSize;
    const last = merged.at(-1)?.key;
    return { list: merged.map((m) => m.item), nextBefore: full && last ? cursorText(last) : null, unreadCount: await unreadOf(reader) };
  };

  const open = async (member: MemberPrincipal, id: string, language: LanguageCode): Promise<InboxItemOpened> => {
    const reader = await readerOf(member);
    if (!reader) throw new AppError('NOT_FOUND', { details: { id } });
    const ids = parseItemIds([id]);
    const now = new Date();
    let item: InboxItem | undefined;
    if (ids.notices.length > 0) {
      const row = await findInboxNotice(db, reader.id, ids.notices[0]!);
      if (row && row.read_at === null) await markNoticesRead(db, reader.id, [row.id]);
      item = row ? { ...noticeItem(row), read: true } : undefined;
    } else {
      const row = await findVisibleMessage(db, reader, now, ids.messages[0]!);
      if (row && row.read_at === null) await markMessagesRead(db, reader.id, [row.id]);
      const { defaultLanguage } = await settings.value('merchant');
      item = row ? { ...messageItem(row, language, defaultLanguage), read: true } : undefined;
    }
    if (!item) throw new AppError('NOT_FOUND', { details: { id } });
    return { item, unreadCount: await unreadOf(reader) };
  };

  /** Every id must be the reader's own and visible, else NOT_FOUND and nothing changes. */
  const assertOwn = async (reader: Reader, ids: ReturnType<typeof parseItemIds>, now: Date) => {
    const notices = await countOwnNotices(db, reader.id, ids.notices);
    const messages = await countVisibleMessages(db, reader, now, ids.messages);
    if (notices !== ids.notices.length || messages !== ids.messages.length) throw new AppError('NOT_FOUND', { details: { ids: ids.raw.join(',') } });
  };

  const markRead = async (member: MemberPrincipal, rawIds: readonly string[] | undefined): Promise<InboxUnread> => {
    const reader = await readerOf(member);
    if (!reader) {
      if (rawIds) throw new AppError('NOT_FOUND', { details: { ids: rawIds.join(',') } });
      return { unreadCount: 0 };
    }
    const now = new Date();
    if (!rawIds) {
      const messageIds = await unreadMessageIds(db, reader, now);
      await db.transaction().execute(async (trx) => {
        await markNoticesRead(trx, reader.id, null);
        await markMessagesRead(trx, reader.id, messageIds);
      });
      return { unreadCount: await unreadOf(reader) };
    }
    const ids = parseItemIds(rawIds);
    await assertOwn(reader, ids, now);
    await db.transaction().execute(async (trx) => {
      if (ids.notices.length > 0) await markNoticesRead(trx, reader.id, ids.notices);
      await markMessagesRead(trx, reader.id, ids.messages);
    });
    return { unreadCount: await unreadOf(reader) };
  };

  const remove = async (member: MemberPrincipal, rawIds: readonly string[]): Promise<InboxUnread> => {
    const reader = await readerOf(member);
    if (!reader) throw new AppError('NOT_FOUND', { details: { ids: rawIds.join(',') } });
    const ids = parseItemIds(rawIds);
    await assertOwn(reader, ids, new Date());
    await db.transaction().execute(async (trx) => {
      if (ids.notices.length > 0) await deleteNotices(trx, reader.id, ids.notices);
      await markMessagesDeleted(trx, reader.id, ids.messages);
    });
    return { unreadCount: await unreadOf(reader) };
  };

  return { unreadCount, list, open, markRead, remove };
};

export type InboxService = ReturnType<typeof createInboxService>;

import type { MemberNoticeList, MemberNoticesReadResponse } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { countUnreadNotices, listLatestNotices, markNoticesRead } from './notices.repository';

/** How many notices the list answers; older ones still count as unread until read. */
const noticeListSize = 50;

/**
 * Member notices (deposit credited, withdrawal approved, transfer received ...): written by the
 * money flows with `addMemberNotice` in their own transaction, read and marked read here. The player
 * site polls the list and words each notice from its kind and params.
 */
export const createNoticesService = (db: Kysely<DB>) => {
  const list = async (member: MemberPrincipal): Promise<MemberNoticeList> => {
    const rows = await listLatestNotices(db, member.id, noticeListSize);
    return {
      list: rows.map((r) => ({ id: String(r.id), kind: r.kind, params: r.params, createdAt: new Date(r.created_at).toISOString(), read: r.read_at !== null })),
      unreadCount: await countUnreadNotices(db, member.id),
    };
  };

  const markRead = async (member: MemberPrincipal, ids: readonly string[] | undefined): Promise<MemberNoticesReadResponse> => {
    await markNoticesRead(db, member.id, ids ? ids.map((id) => BigInt(id)) : null);
    return { unreadCount: await countUnreadNotices(db, member.id) };
  };

  return { list, markRead };
};

export type NoticesService = ReturnType<typeof createNoticesService>;

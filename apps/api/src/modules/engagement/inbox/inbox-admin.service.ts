import type {
  BoInboxAudienceCount,
  BoInboxMessage,
  BoInboxMessageInput,
  BoInboxMessagePage,
  BoInboxMessageStatusName,
  BoInboxTarget,
  LanguageCode,
} from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { resolveMember } from '../../identity/accounts';
import type { Actor, AuditService } from '../../platform/audit';
import type { SettingsService } from '../../platform/settings';
import {
  accountsOf,
  cancelMessage,
  countAudience,
  findMessage,
  insertMessage,
  listSentMessages,
  readCounts,
  type AudienceFilter,
  type MessageRow,
} from './inbox.repository';

const statusOf = (m: MessageRow, now: Date): BoInboxMessageStatusName => {
  if (m.cancelled_at) return 'cancelled';
  if (new Date(m.publish_at) > now) return 'scheduled';
  if (m.expire_at && m.expire_at <= now) return 'expired';
  return 'live';
};

const nonEmpty = <T>(list: readonly T[]): T[] | null => (list.length > 0 ? [...list] : null);

/**
 * The staff side of the inbox: compose a message to one member, a segment or everyone, with an
 * optional schedule and expiry; list what was sent with its reach and reads; cancel. A message is
 * one row whatever its audience: readers are matched at read time. Every send and cancel is audited.
 */
export const createInboxAdminService = (db: Kysely<DB>, deps: { audit: AuditService; settings: SettingsService }) => {
  const { audit, settings } = deps;

  /** The target's filters with accounts resolved to ids (an unknown account: NOT_FOUND). */
  const filterOf = async (target: BoInboxTarget): Promise<AudienceFilter> => {
    const { trialTypeCode } = await settings.value('merchant');
    const base: AudienceFilter = {
      memberId: null,
      all: target.audience === 'all',
      vipLevels: null,
      memberTypes: null,
      agentId: null,
      registeredFrom: null,
      registeredTo: null,
      trialType: trialTypeCode,
    };
    if (target.audience === 'member') {
      const member = await resolveMember(db, { memberAccount: target.memberAccount ?? '' });
      return { ...base, memberId: member.id };
    }
    if (target.audience === 'all' || !target.segment) return base;
    const s = target.segment;
    const agent = s.agentAccount === null ? null : await resolveMember(db, { memberAccount: s.agentAccount });
    return {
      ...base,
      vipLevels: nonEmpty(s.vipLevels),
      memberTypes: nonEmpty(s.memberTypes),
      agentId: agent?.id ?? null,
      registeredFrom: s.registeredFrom === null ? null : new Date(s.registeredFrom),
      registeredTo: s.registeredTo === null ? null : new Date(s.registeredTo),
    };
  };

  const audienceCount = async (target: BoInboxTarget): Promise<BoInboxAudienceCount> => ({ members: await countAudience(db, await filterOf(target)) });

  const views = async (rows: MessageRow[]): Promise<BoInboxMessage[]> => {
    const { supportedLanguages } = await settings.value('merchant');
    const now = new Date();
    const reads = await readCounts(
      db,
      rows.map((r) => r.id),
    );
    const named = rows.flatMap((r) => [r.member_id, r.agent_id]).filter((id): id is bigint => id !== null);
    const accounts = await accountsOf(db, [...new Set(named)]);
    return rows.map((r) => ({
      id: String(r.id),
      audience: r.audience,
      memberAccount: r.member_id === null ? null : (accounts.get(r.member_id) ?? null),
      segment:
        r.audience === 'segment'
          ? {
              vipLevels: r.vip_levels ?? [],
              memberTypes: r.member_types ?? [],
              agentAccount: r.agent_id === null ? null : (accounts.get(r.agent_id) ?? null),
              registeredFrom: r.registered_from?.toISOString() ?? null,
              registeredTo: r.registered_to?.toISOString() ?? null,
            }
          : null,
      title: r.title,
      body: r.body,
      language: r.language as LanguageCode,
      translations: r.translations,
      missingLanguages: supportedLanguages.filter((code) => code !== r.language && r.translations[code] === undefined),
      publishAt: new Date(r.publish_at).toISOString(),
      expireAt: r.expire_at?.toISOString() ?? null,
      status: statusOf(r, now),
      reach: r.reach,
      readCount: reads.get(r.id) ?? 0,
      createdBy: r.created_by,
      createdAt: r.created_at.toISOString(),
      cancelledBy: r.cancelled_by,
      cancelledAt: r.cancelled_at?.toISOString() ?? null,
    }));
  };

  const send = async (input: BoInboxMessageInput, actor: Actor): Promise<BoInboxMessage> => {
    const filter = await filterOf(input.target);
    const reach = await countAudience(db, filter);
    const now = new Date();
    const publishAt = input.publishAt === null ? now : new Date(input.publishAt);
    const row = await db.transaction().execute(async (trx) => {
      const inserted = await insertMessage(trx, {
        audience: input.target.audience,
        member_id: filter.memberId,
        vip_levels: filter.vipLevels,
        member_types: filter.memberTypes,
        agent_id: filter.agentId,
        registered_from: filter.registeredFrom,
        registered_to: filter.registeredTo,
        language: input.language,
        title: input.title,
        body: input.body,
        // The own language's text lives in title and body, not twice.
        translations: JSON.stringify(Object.fromEntries(Object.entries(input.translations).filter(([code]) => code !== input.language))),
        publish_at: publishAt,
        expire_at: input.expireAt === null ? null : new Date(input.expireAt),
        reach,
        created_by: actor.name ?? actor.id ?? 'staff',
      });
      await audit.append(trx, actor, 'inbox.message.send', `inbox_message:${inserted.id}`, {
        audience: inserted.audience,
        reach,
        title: inserted.title,
        publishAt: publishAt.toISOString(),
      });
      return inserted;
    });
    return (await views([row]))[0]!;
  };

  const cancel = async (id: bigint, actor: Actor): Promise<BoInboxMessage> => {
    const row = await db.transaction().execute(async (trx) => {
      const cancelled = await cancelMessage(trx, id, actor.name ?? actor.id ?? 'staff');
      if (cancelled) await audit.append(trx, actor, 'inbox.message.cancel', `inbox_message:${id}`, { title: cancelled.title });
      return cancelled ?? (await findMessage(trx, id));
    });
    if (!row) throw new AppError('NOT_FOUND', { details: { id: String(id) } });
    return (await views([row]))[0]!;
  };

  const sent = async (query: { pageNo: number; pageSize: number }): Promise<BoInboxMessagePage> => {
    const { rows, total } = await listSentMessages(db, (query.pageNo - 1) * query.pageSize, query.pageSize);
    return { list: await views(rows), pageNo: query.pageNo, pageSize: query.pageSize, total, totalPages: Math.ceil(total / query.pageSize) };
  };

  return { audienceCount, send, cancel, sent };
};

export type InboxAdminService = ReturnType<typeof createInboxAdminService>;

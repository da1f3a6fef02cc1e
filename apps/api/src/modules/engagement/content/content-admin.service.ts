import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/unique-violation';
import type { AuditService } from '../../platform/audit';
import type { Actor } from '../../platform/audit';
import type { SettingsService } from '../../platform/settings';
import { countContentRows, deleteContentRow, findContentRow, insertContentRow, listContentRows, updateContentRow } from './content-admin.repository';
import type { ContentEntity } from './content-entities';
import type { EntityRules } from './content-entity-rules';

type AnyEntity<I extends z.ZodType, P extends z.ZodType, O extends z.ZodType<{ id: number }>> = ContentEntity<I, P, O> & EntityRules;

/** Back-office editing of site content; every change is audited in the transaction that makes it. */
export const createContentAdminService = (db: Kysely<DB>, audit: AuditService, settings: SettingsService) => {
  /** The merchant's languages: read before any transaction (settings are never read inside one). */
  const languages = async () => {
    const { defaultLanguage, supportedLanguages } = await settings.value('merchant');
    return { defaultLanguage, supportedLanguages };
  };

  const list = async <I extends z.ZodType, P extends z.ZodType, O extends z.ZodType<{ id: number }>>(
    e: AnyEntity<I, P, O>,
    page: { pageNo: number; pageSize: number } & Record<string, unknown>,
  ) => {
    const filter = e.filterOf?.(page) ?? {};
    const [rows, total, { supportedLanguages }] = await Promise.all([
      listContentRows(db, e.table, e.order, page.pageSize, (page.pageNo - 1) * page.pageSize, filter),
      countContentRows(db, e.table, filter),
      languages(),
    ]);
    return {
      list: rows.map((row) => e.fromRow(row, supportedLanguages)),
      pageNo: page.pageNo,
      pageSize: page.pageSize,
      total,
      totalPages: Math.ceil(total / page.pageSize),
    };
  };

  const conflict = (e: { name: string }, error: unknown): never => {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', { details: { entity: e.name } });
    throw error;
  };

  const create = async <I extends z.ZodType, P extends z.ZodType, O extends z.ZodType<{ id: number }>>(
    e: AnyEntity<I, P, O>,
    value: z.infer<I>,
    actor: Actor,
  ): Promise<z.infer<O>> => {
    const { defaultLanguage, supportedLanguages } = await languages();
    const row = e.toRow(value);
    if (e.ownLanguage && row.language === undefined) row.language = defaultLanguage;
    return db
      .transaction()
      .execute(async (trx) => {
        await e.beforeWrite?.(trx, row, undefined);
        const out = e.fromRow(await insertContentRow(trx, e.table, row), supportedLanguages);
        await audit.append(trx, actor, `content.${e.name}.create`, `${e.name}:${out.id}`, { after: out });
        return out;
      })
      .catch((error: unknown) => conflict(e, error));
  };

  const update = async <I extends z.ZodType, P extends z.ZodType, O extends z.ZodType<{ id: number }>>(
    e: AnyEntity<I, P, O>,
    id: number,
    patch: Partial<z.infer<I>>,
    actor: Actor,
  ): Promise<z.infer<O>> => {
    const { supportedLanguages } = await languages();
    return db
      .transaction()
      .execute(async (trx) => {
        const before = await findContentRow(trx, e.table, id);
        if (!before) throw new AppError('CONTENT_NOT_FOUND', { details: { id } });
        const set = e.toRow(patch);
        await e.beforeWrite?.(trx, set, before);
        const out = e.fromRow(Object.keys(set).length > 0 ? await updateContentRow(trx, e.table, id, set) : before, supportedLanguages);
        await audit.append(trx, actor, `content.${e.name}.update`, `${e.name}:${id}`, { before: e.fromRow(before, supportedLanguages), after: out });
        return out;
      })
      .catch((error: unknown) => conflict(e, error));
  };

  const remove = async <I extends z.ZodType, P extends z.ZodType, O extends z.ZodType<{ id: number }>>(e: AnyEntity<I, P, O>, id: number, actor: Actor) => {
    const { supportedLanguages } = await languages();
    return db.transaction().execute(async (trx) => {
      const before = await findContentRow(trx, e.table, id);
      if (!before) throw new AppError('CONTENT_NOT_FOUND', { details: { id } });
      await e.beforeRemove?.(trx, before);
      await deleteContentRow(trx, e.table, id);
      await audit.append(trx, actor, `content.${e.name}.delete`, `${e.name}:${id}`, { before: e.fromRow(before, supportedLanguages) });
      return { id };
    });
  };

  return { languages, list, create, update, remove };
};

export type ContentAdminService = ReturnType<typeof createContentAdminService>;

import type { CatalogTag } from '@gp/i18n';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { zodLocaleFor } from './zod-locales';

const issueSymbol = Symbol.for('gp.zodIssue');

/** One failed check, as Fastify keeps it on `error.validation`, with the zod issue behind it. */
export type ValidationItem = { [issueSymbol]: z.core.$ZodIssue; instancePath: string; message: string };

export const isValidationItem = (v: unknown): v is ValidationItem => typeof v === 'object' && v !== null && issueSymbol in v;

/**
 * Validates request parts with zod. The input is kept on each issue only so the message can be
 * translated later; it never reaches the response (it may hold a password).
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    const items: ValidationItem[] = result.error.issues.map((issue) => ({
      [issueSymbol]: issue,
      instancePath: `/${issue.path.map(String).join('/')}`,
      message: issue.message,
    }));
    return { error: items as unknown as Error };
  };

export type FieldIssue = { path: string; code: string; message: string };

/** A field issue in the caller's language; custom messages (from refinements) are kept as written. */
export const describeIssue = (item: ValidationItem, part: string | undefined, lang: CatalogTag | string): FieldIssue => {
  const issue = item[issueSymbol];
  const path = [part, ...issue.path.map(String)].filter(Boolean).join('.');
  const locale = zodLocaleFor(lang);
  const isCustom = issue.code === 'custom';
  const translated = isCustom ? undefined : locale().localeError(issue as Parameters<z.core.$ZodErrorMap>[0]);
  const message = typeof translated === 'string' ? translated : (translated?.message ?? issue.message);
  const keys = issue.code === 'unrecognized_keys' ? { keys: issue.keys } : {};
  return { path, code: issue.code, message, ...keys };
};

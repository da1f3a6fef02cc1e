import type { CatalogTag } from '@gp/i18n';
import { translate } from '@gp/i18n/server';
import { AppError } from './app-error';

export type FieldProblemAt = { path: string; key: string; params: Record<string, number | undefined> };

const definedParams = (params: FieldProblemAt['params']): Record<string, number> =>
  Object.fromEntries(Object.entries(params).filter((e): e is [string, number] => e[1] !== undefined));

/**
 * A 400 shaped like the schema validator's, for rules a service checks against configuration (the
 * registration fields, the password rule). Each issue keeps its message key and values so a form
 * can place it next to the field.
 */
export const fieldProblemsError = (lang: CatalogTag, problems: FieldProblemAt[]): AppError =>
  new AppError('VALIDATION_ERROR', {
    details: {
      issues: problems.map((p) => ({
        path: `body.${p.path}`,
        code: 'custom',
        message: translate(lang, 'site', p.key, definedParams(p.params)),
        key: p.key,
        params: definedParams(p.params),
      })),
    },
  });

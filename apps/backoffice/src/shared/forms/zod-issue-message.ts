import type { TFunction } from 'i18next';
import type { z } from 'zod';

const isBlank = (input: unknown) => input === undefined || input === null || input === '';

/**
 * Translated messages for zod's generic issues, so client-side validation speaks the staff member's
 * language. Messages the contract schemas set themselves take precedence in zod; those are
 * translated when shown (see known-messages.ts).
 */
export const zodIssueMessage =
  (t: TFunction): z.core.$ZodErrorMap =>
  (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        if (isBlank(issue.input)) return t('validation.required');
        return issue.expected === 'number' || issue.expected === 'int' ? t('validation.number') : t('validation.invalid');
      case 'too_small': {
        const min = Number(issue.minimum);
        if (issue.origin === 'string') return min <= 1 ? t('validation.required') : t('validation.minLength', { count: min });
        if (issue.origin === 'array' || issue.origin === 'set') return t('validation.minItems', { count: min });
        return t('validation.minNumber', { min });
      }
      case 'too_big': {
        const max = Number(issue.maximum);
        if (issue.origin === 'string') return t('validation.maxLength', { count: max });
        if (issue.origin === 'array' || issue.origin === 'set') return t('validation.maxItems', { count: max });
        return t('validation.maxNumber', { max });
      }
      case 'invalid_format':
        if (issue.format === 'url') return t('validation.url');
        if (issue.format === 'datetime') return t('validation.dateTime');
        return t('validation.format');
      case 'invalid_value':
        return t('validation.choose');
      default:
        return t('validation.invalid');
    }
  };

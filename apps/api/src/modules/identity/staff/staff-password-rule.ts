import { AppError } from '../../../lib/app-error';
import { isCommonPassword } from '../../../lib/common-passwords';

const staffPasswordRule = { minLength: 12, maxLength: 256 } as const;

/** A staff password: 12 to 256 characters of any kind, never one of the bundled common passwords. */
export const assertStaffPassword = (password: string, field: string): void => {
  if (password.length < staffPasswordRule.minLength || password.length > staffPasswordRule.maxLength) {
    throw new AppError('VALIDATION_ERROR', { details: { field, minLength: staffPasswordRule.minLength } });
  }
  if (isCommonPassword(password)) throw new AppError('VALIDATION_ERROR', { details: { field, reason: 'COMMON_PASSWORD' } });
};

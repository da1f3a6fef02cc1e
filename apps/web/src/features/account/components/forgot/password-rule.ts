import { checkField, type ValidationEntry } from '@gp/contracts';
import type { FieldErrors } from '../register/field-errors';

/**
 * A new password and its confirmation against the merchant's password rule (the register
 * settings' `password` entry, the rule the API applies too): required, the rule, and equal.
 */
export const newPasswordErrors = (rule: ValidationEntry | null, newPassword: string, confirmNewPassword: string): FieldErrors => {
  const errors: FieldErrors = {};
  if (newPassword === '') errors.newPassword = { key: 'validation.required', params: {} };
  else {
    const problem = rule ? checkField(rule, newPassword) : null;
    if (problem)
      errors.newPassword = {
        key: problem.key,
        params: Object.fromEntries(Object.entries(problem.params).filter((e): e is [string, number] => e[1] !== undefined)),
      };
  }
  if (confirmNewPassword === '') errors.confirmNewPassword = { key: 'validation.required', params: {} };
  else if (confirmNewPassword !== newPassword) errors.confirmNewPassword = { key: 'validation.mismatch', params: {} };
  return errors;
};

/** The forgot-by-email fields: a username and a well-formed email address. */
export const forgotEmailErrors = (username: string, email: string): FieldErrors => {
  const errors: FieldErrors = {};
  if (username.trim() === '') errors.username = { key: 'validation.required', params: {} };
  if (email.trim() === '') errors.email = { key: 'validation.required', params: {} };
  else if (checkField({ patternId: 'email', minLength: 3, maxLength: 254, acceptedPattern: '*' }, email.trim()))
    errors.email = { key: 'validation.invalid', params: {} };
  return errors;
};

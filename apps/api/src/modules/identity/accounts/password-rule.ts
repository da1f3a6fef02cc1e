import { checkField } from '@gp/contracts';
import type { CatalogTag } from '@gp/i18n';
import { fieldProblemsError } from '../../../lib/field-problems';
import type { SettingsService } from '../../platform/settings';
import { commonPasswordProblem, isCommonPassword } from '../../../lib/common-passwords';

/** The rule for a new password is the registration form's password entry, so both agree; never a common password. */
export const checkNewPassword = async (
  settings: SettingsService,
  lang: CatalogTag,
  password: string,
  confirm: { value: string | undefined; path: string } = { value: undefined, path: 'confirmNewPassword' },
  path = 'newPassword',
): Promise<void> => {
  const entry = (await settings.value('register')).fields.password.validation;
  const problem = entry ? checkField(entry, password) : null;
  if (problem) throw fieldProblemsError(lang, [{ path, ...problem }]);
  if (isCommonPassword(password)) throw fieldProblemsError(lang, [{ path, ...commonPasswordProblem }]);
  if (confirm.value !== undefined && confirm.value !== password)
    throw fieldProblemsError(lang, [{ path: confirm.path, key: 'validation.mismatch', params: {} }]);
};

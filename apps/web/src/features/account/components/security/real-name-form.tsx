import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkField, normaliseRealName, realNameRule } from '@gp/contracts';
import { isApiError } from '../../../../api/api-error';
import { fieldErrorsOfApiError, fieldErrorText, type FieldError } from '../register/field-errors';
import { registerSettingsQuery } from '../../queries/register-queries';
import { accountKeys } from '../../queries/keys';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { PasswordField } from '../../../../shared/form/password-field';
import { SubmitButton } from '../../../../shared/form/submit-button';
import { TextField } from '../../../../shared/form/text-field';
import { DoneNote } from './done-note';
import { setRealName } from '../../api/security-api';
import { useSecurityAction } from './use-security-action';

/** The client-side check of a real name: the merchant's payeeName rule, as the API applies it. */
const useRealNameCheck = () => {
  const entry = useQuery(registerSettingsQuery).data?.fields.payeeName.validation ?? null;
  return (value: string): FieldError | undefined => {
    const name = normaliseRealName(value);
    if (name === '') return { key: 'validation.required', params: {} };
    const problem = checkField(realNameRule(entry), name);
    if (!problem) return undefined;
    return { key: problem.key, params: Object.fromEntries(Object.entries(problem.params).filter((e): e is [string, number] => e[1] !== undefined)) };
  };
};

/**
 * The real name (the payee name of withdrawals): shown in full to its owner once on file, with the
 * note that support changes it; until then a form to set it once, confirmed with the login password.
 */
export const RealNameForm = ({ realName }: { realName: string | null }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const check = useRealNameCheck();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [nameError, setNameError] = useState<FieldError | undefined>();
  const [done, setDone] = useState(false);
  const action = useSecurityAction(setRealName, () => {
    setPassword('');
    setDone(true);
  });

  if (realName !== null) {
    return (
      <div className="flex flex-col gap-3" data-testid="real-name-view">
        <p className="text-base font-semibold text-fg" data-testid="real-name-value">
          {realName}
        </p>
        <DoneNote text={done ? t('site:security.realNameSaved') : null} testId="real-name-done" />
        <p className="text-sm text-fg-muted" data-testid="real-name-support">
          {t('site:security.realNameSupport')}
        </p>
      </div>
    );
  }

  const conflict = isApiError(action.error) && action.error.code === 'CONFLICT';
  const serverNameError = fieldErrorsOfApiError(action.error)?.realName;
  const shownNameError = nameError ?? serverNameError;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const problem = check(name);
    setNameError(problem);
    if (problem) return;
    action.mutate(
      { realName: normaliseRealName(name), password },
      // Set meanwhile (another tab, support): show what is on file.
      { onError: (error) => void (isApiError(error) && error.code === 'CONFLICT' && queryClient.invalidateQueries({ queryKey: accountKeys.security })) },
    );
  };
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="real-name-form">
      <p className="text-sm text-fg-muted">{t('site:security.realNameIntro')}</p>
      <TextField
        label={t('site:security.realNameField')}
        autoComplete="name"
        value={name}
        maxLength={128}
        onChange={(e) => {
          setName(e.target.value);
          if (nameError) setNameError(check(e.target.value));
        }}
        onBlur={() => name !== '' && setNameError(check(name))}
        hint={t('site:security.realNameHint')}
        error={fieldErrorText(t, shownNameError)}
        required
        data-testid="real-name-input"
      />
      <PasswordField
        label={t('site:security.loginPassword')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
        data-testid="real-name-password"
      />
      <p className="text-sm text-warning" data-testid="real-name-once">
        {t('site:security.realNameOnce')}
      </p>
      {conflict ? <ErrorBanner error={new Error(t('site:security.realNameAlreadySet'))} /> : serverNameError ? null : <ErrorBanner error={action.error} />}
      <SubmitButton busy={action.isPending} disabled={!name.trim() || !password} className="self-start" data-testid="real-name-submit">
        {t('site:security.save')}
      </SubmitButton>
    </form>
  );
};

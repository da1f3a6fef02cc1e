import { staffLoginRequest, type StaffLoginResponse } from '@gp/contracts';
import { Alert, Button, Field, Input } from '@gp/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { login } from '../../../../app/session/auth-api';
import { useErrorText } from '../../../../shared/forms/use-error-text';
import { zodIssueMessage } from '../../../../shared/forms/zod-issue-message';
import { isApiError } from '../../../../shared/http/api-error';
import { testIds } from '../../../../shared/test-ids';

export type CredentialsFormProps = { onNext: (next: StaffLoginResponse) => void };

export const CredentialsForm = ({ onNext }: CredentialsFormProps) => {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(staffLoginRequest, { error: zodIssueMessage(t) }),
    defaultValues: { username: '', password: '' },
  });
  const err = useErrorText(formState.errors);
  const ids = testIds.signIn;

  const onSubmit = handleSubmit(async (credentials) => {
    setFailure(null);
    try {
      onNext(await login(credentials));
    } catch (error) {
      const wait = isApiError(error) && error.retryAfter ? ` ${t('error.retryAfter', { count: error.retryAfter })}` : '';
      setFailure((error instanceof Error ? error.message : t('error.unexpected')) + wait);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field label={t('signIn.username')} required error={err('username')}>
        <Input {...register('username')} autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={64} autoFocus data-testid={ids.username} />
      </Field>
      <Field label={t('signIn.password')} required error={err('password')}>
        <Input {...register('password')} type="password" autoComplete="current-password" maxLength={256} data-testid={ids.password} />
      </Field>
      {failure ? (
        <Alert tone="danger" data-testid={ids.error}>
          {failure}
        </Alert>
      ) : null}
      <Button type="submit" loading={formState.isSubmitting} data-testid={ids.submit} className="w-full">
        {t('signIn.submit')}
      </Button>
    </form>
  );
};

import { staffPasswordChangeRequest } from '@gp/contracts';
import { Alert, Button, Field, Input } from '@gp/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../../../app/session/auth-api';
import { useErrorText } from '../../../../shared/forms/use-error-text';
import { zodIssueMessage } from '../../../../shared/forms/zod-issue-message';
import { isApiError } from '../../../../shared/http/api-error';
import { testIds } from '../../../../shared/test-ids';

// The repeat is the form's own check; the request sends only the contract's two fields.
const formSchema = staffPasswordChangeRequest
  .extend({ confirm: staffPasswordChangeRequest.shape.newPassword })
  .refine((v) => v.confirm === v.newPassword, { path: ['confirm'] });

export const ChangePasswordForm = ({ onChanged }: { onChanged: () => void }) => {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm({
    // The only custom issue is the repeat's.
    resolver: zodResolver(formSchema, { error: (issue) => (issue.code === 'custom' ? t('changePassword.mismatch') : zodIssueMessage(t)(issue)) }),
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const err = useErrorText(formState.errors);
  const ids = testIds.changePassword;

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    try {
      await changePassword({ currentPassword, newPassword });
      onChanged();
    } catch (error) {
      if (!isApiError(error)) return setFailure(t('error.unexpected'));
      if (error.code === 'INVALID_CREDENTIALS') return setError('currentPassword', { type: 'server', message: error.message }, { shouldFocus: true });
      const wait = error.retryAfter ? ` ${t('error.retryAfter', { count: error.retryAfter })}` : '';
      setFailure(error.message + wait);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field label={t('changePassword.current')} required error={err('currentPassword')}>
        <Input {...register('currentPassword')} type="password" autoComplete="current-password" maxLength={256} autoFocus data-testid={ids.current} />
      </Field>
      <Field label={t('changePassword.new')} hint={t('changePassword.newHint')} required error={err('newPassword')}>
        <Input {...register('newPassword')} type="password" autoComplete="new-password" maxLength={256} data-testid={ids.next} />
      </Field>
      <Field label={t('changePassword.confirm')} required error={err('confirm')}>
        <Input {...register('confirm')} type="password" autoComplete="new-password" maxLength={256} data-testid={ids.confirm} />
      </Field>
      {failure ? (
        <Alert tone="danger" data-testid={ids.error}>
          {failure}
        </Alert>
      ) : null}
      <Button type="submit" loading={formState.isSubmitting} data-testid={ids.submit} className="w-full">
        {t('changePassword.submit')}
      </Button>
    </form>
  );
};

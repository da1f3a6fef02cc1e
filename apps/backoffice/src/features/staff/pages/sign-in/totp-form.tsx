import { staffTotpRequest, type StaffSession } from '@gp/contracts';
import { Alert, Button, Field, Input } from '@gp/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { submitTotp } from '../../../../app/session/auth-api';
import { useErrorText } from '../../../../shared/forms/use-error-text';
import { zodIssueMessage } from '../../../../shared/forms/zod-issue-message';
import { isApiError } from '../../../../shared/http/api-error';
import { testIds } from '../../../../shared/test-ids';

export type TotpFormProps = {
  challenge: string;
  onSignedIn: (session: StaffSession) => void;
  /** The challenge lapsed (5 minutes): start again from the password, with this message. */
  onExpired: (message: string) => void;
  onBack: () => void;
};

export const TotpForm = ({ challenge, onSignedIn, onExpired, onBack }: TotpFormProps) => {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(staffTotpRequest, { error: zodIssueMessage(t) }),
    defaultValues: { challenge, code: '' },
  });
  const err = useErrorText(formState.errors);
  const ids = testIds.totp;

  const onSubmit = handleSubmit(async (answer) => {
    setFailure(null);
    try {
      onSignedIn(await submitTotp(answer));
    } catch (error) {
      if (!isApiError(error)) return setFailure(t('error.unexpected'));
      if (error.code === 'CHALLENGE_EXPIRED') return onExpired(error.message);
      if (error.code === 'INVALID_TOTP') return setError('code', { type: 'server', message: error.message }, { shouldFocus: true });
      const wait = error.retryAfter ? ` ${t('error.retryAfter', { count: error.retryAfter })}` : '';
      setFailure(error.message + wait);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field label={t('signIn.code')} hint={t('signIn.codeHint')} required error={err('code')}>
        <Input
          {...register('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          autoFocus
          dir="ltr"
          className="text-center font-mono text-xl tracking-[0.4em]"
          data-testid={ids.code}
        />
      </Field>
      {failure ? (
        <Alert tone="danger" data-testid={ids.error}>
          {failure}
        </Alert>
      ) : null}
      <Button type="submit" loading={formState.isSubmitting} data-testid={ids.submit} className="w-full">
        {t('signIn.verify')}
      </Button>
      <Button variant="ghost" onClick={onBack} data-testid={ids.back} className="w-full">
        {t('signIn.back')}
      </Button>
    </form>
  );
};

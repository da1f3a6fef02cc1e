import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, cx } from '@gp/ui';
import type { MemberSession, SecondFactorMethod, SecondFactorStep } from '@gp/contracts';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { SendCodeButton } from '../shared/send-code-button';
import { SubmitButton } from '../../../../shared/form/submit-button';
import { TextField } from '../../../../shared/form/text-field';
import { useCountdown } from '../shared/use-countdown';
import { answerSecondFactor, sendSecondFactorCode } from '../../api/login-api';

export type SecondFactorFormProps = {
  step: SecondFactorStep;
  onDone: (session: MemberSession) => void;
  onBack: () => void;
};

const answerLabel: Record<SecondFactorMethod, string> = {
  sms: 'site:login.secondFactorCode',
  email: 'site:login.secondFactorCode',
  totp: 'site:login.secondFactorTotp',
  bankName: 'site:login.secondFactorBankName',
};

/** A login from an unregistered IP: SMS or email code, authenticator code or bank account name. */
export const SecondFactorForm = ({ step, onDone, onBack }: SecondFactorFormProps) => {
  const { t } = useTranslation();
  const [method, setMethod] = useState<SecondFactorMethod>(step.methods[0] ?? 'totp');
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();

  const choose = (next: SecondFactorMethod) => {
    setMethod(next);
    setAnswer('');
    setError(undefined);
    setFailure(null);
    countdown.reset();
  };

  const send = async (): Promise<number> => {
    if (method !== 'sms' && method !== 'email') return 0;
    setFailure(null);
    try {
      return (await sendSecondFactorCode(step.challenge, method)).expiredMinutes * 60;
    } catch (caught) {
      setFailure(caught);
      throw caught;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = answer.trim();
    if (!value) return setError(t('site:validation.required'));
    if (method === 'totp' && !/^\d{6}$/.test(value)) return setError(t('site:login.secondFactorTotpInvalid'));
    setError(undefined);
    setBusy(true);
    setFailure(null);
    try {
      onDone(await answerSecondFactor(step.challenge, method, value));
    } catch (caught) {
      setFailure(caught);
    } finally {
      setBusy(false);
    }
  };

  const target = step.targets[method];
  const sendsCode = method === 'sms' || method === 'email';
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" data-testid="second-factor-form">
      <p className="text-sm text-fg-muted">{t('site:login.secondFactorIntro')}</p>
      <ErrorBanner error={failure} data-testid="second-factor-error" />
      {step.methods.length > 1 ? (
        <div role="radiogroup" aria-label={t('site:login.secondFactorMethod')} className="flex flex-wrap gap-2">
          {step.methods.map((m) => (
            <button
              key={m}
              type="button"
              role="radio"
              aria-checked={m === method}
              onClick={() => choose(m)}
              className={cx(
                'min-h-11 rounded-md border px-3 text-sm',
                m === method ? 'border-primary bg-primary text-primary-fg' : 'border-border-strong hover:bg-muted',
              )}
              data-testid={`second-factor-${m}`}
            >
              {t(`site:login.secondFactor_${m}`)}
            </button>
          ))}
        </div>
      ) : null}
      {target ? (
        <p className="text-sm" data-testid="second-factor-target">
          {t('site:login.secondFactorTarget', { target })}
        </p>
      ) : null}
      <TextField
        key={method}
        label={t(answerLabel[method])}
        name="answer"
        value={answer}
        onChange={(event) => setAnswer(method === 'bankName' ? event.target.value : event.target.value.replace(/\D+/g, ''))}
        inputMode={method === 'bankName' ? 'text' : 'numeric'}
        autoComplete={method === 'bankName' ? 'off' : 'one-time-code'}
        maxLength={method === 'bankName' ? 128 : method === 'totp' ? 6 : 8}
        error={error}
        required
        end={sendsCode ? <SendCodeButton countdown={countdown} onSend={send} data-testid="second-factor-send" /> : undefined}
        data-testid="second-factor-answer"
      />
      <SubmitButton busy={busy} data-testid="second-factor-submit">
        {t('site:login.secondFactorSubmit')}
      </SubmitButton>
      <Button variant="ghost" onClick={onBack}>
        {t('site:login.back')}
      </Button>
    </form>
  );
};

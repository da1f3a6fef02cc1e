import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, Field, Select } from '@gp/ui';
import { usePermission } from '../../../system/queries/use-permission';
import { defaultDialingCode, dialingCodeOptions, useCountryCodes } from '../../queries/country-codes';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { SendCodeButton } from '../shared/send-code-button';
import { SubmitButton } from '../../../../shared/form/submit-button';
import { TextField } from '../../../../shared/form/text-field';
import { useCountdown } from '../shared/use-countdown';
import { postLogin, sendLoginSms } from '../../api/login-api';
import { LoginCaptcha } from './login-captcha';
import { useLoginAttempt } from './use-login-attempt';
import type { LoginFormProps } from './username-login-form';

type Errors = { mobile?: string; code?: string; captcha?: string; dialing?: string };

/** Sign in by mobile number and an SMS code ("dynamic password"). */
export const SmsLoginForm = ({ onResult }: LoginFormProps) => {
  const { t, i18n } = useTranslation();
  const countries = useCountryCodes(i18n.language);
  const permission = usePermission();
  const [dialing, setDialing] = useState<string | null>(null);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [sendFailure, setSendFailure] = useState<unknown>(null);
  const login = useLoginAttempt();
  const countdown = useCountdown();

  const list = countries.data ?? [];
  const dialingCode = dialing ?? defaultDialingCode(list, permission.data?.location.country);
  const required = t('site:validation.required');

  const send = async (): Promise<number> => {
    setSendFailure(null);
    if (!mobile.trim()) {
      setErrors({ mobile: required });
      throw new Error('mobile required');
    }
    setErrors({});
    try {
      const sent = await sendLoginSms(dialingCode, mobile.trim());
      return sent.expiredMinutes * 60;
    } catch (error) {
      setSendFailure(error);
      throw error;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      ...(dialingCode ? {} : { dialing: required }),
      ...(mobile.trim() ? (/^\d{4,20}$/.test(mobile.trim()) ? {} : { mobile: t('site:validation.invalid') }) : { mobile: required }),
      ...(code.trim() ? {} : { code: required }),
      ...(login.captchaMissing ? { captcha: required } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await login.attempt(async (captcha) => {
      const result = await postLogin({
        type: 'sms',
        countryDialingCode: dialingCode,
        mobileNum: mobile.trim(),
        verificationCode: code.trim(),
        remember,
        ...(captcha ?? {}),
      });
      onResult(result, remember);
    });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" data-testid="login-sms-form">
      <ErrorBanner error={login.failure} data-testid="login-error" />
      <ErrorBanner error={sendFailure} tone="warning" data-testid="sms-send-error" />
      <Field label={t('site:login.dialingCode')} required error={errors.dialing}>
        <Select
          name="countryDialingCode"
          options={dialingCodeOptions(list)}
          value={dialingCode}
          onChange={(event) => setDialing(event.target.value)}
          disabled={countries.isPending}
          data-testid="login-dialing-code"
        />
      </Field>
      <TextField
        label={t('site:login.mobile')}
        name="mobileNum"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={mobile}
        onChange={(event) => setMobile(event.target.value.replace(/\D+/g, ''))}
        error={errors.mobile}
        required
        data-testid="login-mobile"
      />
      <TextField
        label={t('site:login.smsCode')}
        name="verificationCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D+/g, ''))}
        error={errors.code}
        required
        end={<SendCodeButton countdown={countdown} onSend={send} data-testid="login-send-code" />}
        data-testid="login-sms-code"
      />
      <LoginCaptcha login={login} error={errors.captcha} />
      <Checkbox label={t('site:login.remember')} checked={remember} onChange={(event) => setRemember(event.target.checked)} />
      <SubmitButton busy={login.busy} data-testid="login-submit">
        {t('site:login')}
      </SubmitButton>
    </form>
  );
};

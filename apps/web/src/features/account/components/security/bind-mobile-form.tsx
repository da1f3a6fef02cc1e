import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { PasswordField } from '../../../../shared/form/password-field';
import { SubmitButton } from '../../../../shared/form/submit-button';
import { CodeNotSent, SmsCodeField } from '../sms/sms-code-field';
import { PhoneNumberField, type PhoneValue } from '../sms/phone-number-field';
import { DoneNote } from './done-note';
import { bindMobile, sendMobileBindCode } from '../../api/security-api';
import { useSecurityAction } from './use-security-action';

/** Bind or replace the mobile: the current password and a code sent to the new number. */
export const BindMobileForm = () => {
  const { t } = useTranslation();
  const [phone, setPhone] = useState<PhoneValue>({ country: '', dialingCode: '', number: '' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [done, setDone] = useState<string | null>(null);
  const action = useSecurityAction(bindMobile, (result) => {
    setCode('');
    setPassword('');
    setDone(t('site:security.mobileBound', { mobile: result.mobile }));
  });
  const request = async () => {
    if (!/^\d{4,20}$/.test(phone.number)) {
      setPhoneError(t('site:security.mobileInvalid'));
      throw new CodeNotSent();
    }
    setPhoneError(undefined);
    return sendMobileBindCode(phone.dialingCode, phone.number);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    action.mutate({ password, countryDialingCode: phone.dialingCode, mobileNum: phone.number, verificationCode: code });
  };
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="bind-mobile-form">
      <PhoneNumberField label={t('site:security.newMobile')} value={phone} onChange={setPhone} error={phoneError} required data-testid="bind-mobile" />
      <SmsCodeField label={t('site:security.verificationCode')} value={code} onChange={setCode} request={request} data-testid="bind-mobile-code" />
      <PasswordField
        label={t('site:security.currentPassword')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
        data-testid="bind-mobile-password"
      />
      <ErrorBanner error={action.error} />
      <DoneNote text={done} testId="bind-mobile-done" />
      <SubmitButton busy={action.isPending} disabled={!phone.number || !code || !password} className="self-start" data-testid="bind-mobile-submit">
        {t('site:security.bind')}
      </SubmitButton>
    </form>
  );
};

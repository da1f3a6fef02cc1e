import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { resetPasswordByPhone, sendResetSms } from '../../api/password-api';
import { fieldErrorOfCode, fieldErrorsOfApiError, fieldErrorText, type FieldErrors } from '../register/field-errors';
import { signIn } from '../session/session-actions';
import { isApiError } from '../../../../api/api-error';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { SubmitButton } from '../../../../shared/form/submit-button';
import { TextField } from '../../../../shared/form/text-field';
import { PhoneNumberField, type PhoneValue } from '../sms/phone-number-field';
import { CodeNotSent, SmsCodeField } from '../sms/sms-code-field';
import { NewPasswordFields, useNewPasswordCheck } from './new-password-fields';
import { focusFirstInvalid, useFieldForm } from './use-field-form';

const order = ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword', 'totpCode'];

const phoneErrors = (phone: PhoneValue): FieldErrors => {
  if (phone.number === '') return { mobileNum: { key: 'validation.required', params: {} } };
  if (!phone.dialingCode) return { mobileNum: { key: 'validation.countryDialingCode', params: {} } };
  return /^\d{4,20}$/.test(phone.number) ? {} : { mobileNum: { key: 'validation.invalid', params: {} } };
};

/**
 * Forgot password by phone: mobile number, SMS code, new password twice. Success signs the member in
 * and goes home. A member with an authenticator is asked for its code as well
 * (AUTHENTICATOR_CODE_REQUIRED); a wrong one spends the SMS code, so a new one is needed.
 */
export const ForgotPhoneForm = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const newPasswordCheck = useNewPasswordCheck();
  const [phone, setPhone] = useState<PhoneValue>({ country: '', dialingCode: '', number: '' });
  const check = (v: Record<'verificationCode' | 'newPassword' | 'confirmNewPassword', string>): FieldErrors => ({
    ...(v.verificationCode === '' ? { verificationCode: { key: 'validation.required', params: {} } } : {}),
    ...newPasswordCheck(v),
  });
  const form = useFieldForm({ verificationCode: '', newPassword: '', confirmNewPassword: '' }, check);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  // null until the server says this account has an authenticator.
  const [totpCode, setTotpCode] = useState<string | null>(null);

  const sendCode = async () => {
    const problems = phoneErrors(phone);
    if (problems.mobileNum) {
      form.setErrors((current) => ({ ...current, ...problems }));
      throw new CodeNotSent();
    }
    const { solveAltcha } = await import('../../../bot-check/components/solve-altcha');
    const altcha = await solveAltcha();
    return sendResetSms({ countryDialingCode: phone.dialingCode, mobileNum: phone.number, altcha });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const root = event.currentTarget;
    setFailure(null);
    const totpProblem = totpCode !== null && !/^\d{6}$/.test(totpCode) ? { totpCode: { key: 'validation.invalid', params: {} } } : {};
    const problems: FieldErrors = { ...phoneErrors(phone), ...check(form.values), ...totpProblem };
    form.setErrors(problems);
    if (focusFirstInvalid(root, order, problems)) return;
    setBusy(true);
    try {
      const body = { countryDialingCode: phone.dialingCode, mobileNum: phone.number, ...form.values, ...(totpCode === null ? {} : { totpCode }) };
      const session = await resetPasswordByPhone(body);
      signIn(queryClient, session, false);
      await navigate({ to: '/' });
    } catch (error) {
      if (isApiError(error) && error.code === 'AUTHENTICATOR_CODE_REQUIRED') {
        setTotpCode('');
        setFailure(error);
        return;
      }
      if (isApiError(error) && error.code === 'INVALID_TOTP') form.set('verificationCode', '');
      const onFields = fieldErrorsOfApiError(error);
      const onField = fieldErrorOfCode(error);
      const placed = onFields ?? (onField ? { [onField.field]: onField.error } : null);
      if (placed && Object.keys(placed).some((name) => order.includes(name))) {
        form.setErrors(placed);
        focusFirstInvalid(root, order, placed);
      } else setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" data-testid="forgot-phone-form">
      <PhoneNumberField
        label={t('site:fields.mobileNum')}
        value={phone}
        onChange={setPhone}
        onBlur={() => form.setErrors((current) => ({ ...current, mobileNum: phoneErrors(phone).mobileNum }))}
        error={fieldErrorText(t, form.errors.mobileNum)}
        required
        data-testid="forgot-mobile"
      />
      <SmsCodeField
        label={t('site:fields.verificationCode')}
        value={form.values.verificationCode}
        onChange={(v) => form.set('verificationCode', v)}
        onBlur={() => form.blur('verificationCode')}
        error={fieldErrorText(t, form.errors.verificationCode)}
        request={sendCode}
        data-testid="forgot-sms-code"
      />
      <NewPasswordFields form={form} testIdPrefix="forgot" />
      {totpCode === null ? null : (
        <TextField
          label={t('site:login.secondFactorTotp')}
          name="totpCode"
          value={totpCode}
          onChange={(event) => setTotpCode(event.target.value.replace(/\D+/g, ''))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={fieldErrorText(t, form.errors.totpCode)}
          required
          data-testid="forgot-totp-code"
        />
      )}
      <ErrorBanner error={failure} data-testid="forgot-error" />
      <SubmitButton busy={busy} data-testid="forgot-phone-submit">
        {t('site:forgot.resetSubmit')}
      </SubmitButton>
    </form>
  );
};

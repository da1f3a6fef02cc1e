import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import { Checkbox } from '@gp/ui';
import { registrationSchema, type RegisterSettingsResponse } from '@gp/contracts';
import { registerMember, sendRegisterSms } from '../../api/register-api';
import { CaptchaBox, emptyCaptchaValue } from '../../../bot-check/components/captcha-box';
import { usePermission } from '../../../system/queries/use-permission';
import { signIn } from '../session/session-actions';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { PasswordField } from '../../../../shared/form/password-field';
import { SubmitButton } from '../../../../shared/form/submit-button';
import { TextField } from '../../../../shared/form/text-field';
import { PhoneNumberField, type PhoneValue } from '../sms/phone-number-field';
import { CodeNotSent, SmsCodeField } from '../sms/sms-code-field';
import { affiliateFieldShown, affiliateToVerify, type LinkCodeCheck } from './affiliate';
import { fieldErrorOfCode, fieldErrorsOfApiError, fieldErrorsOfIssues, fieldErrorText, firstInvalid, type FieldErrors } from './field-errors';
import { autoCompleteOf, formRows, inputKindOf, isRowRequired, toConfiguredDate, toPickerDate, type FormRow, type RegisterMethod } from './register-fields';
import { registrationInputOf, type RegisterFormValues } from './register-payload';
import { checkAffiliateCode, registerSettingsQuery } from '../../queries/register-queries';
import { MethodTabs } from './method-tabs';

export type RegisterFormProps = {
  /** The link's invitation code (`affiliateCode` or `code`), if any. */
  linkAffiliateCode: string | null;
  referralCode: string | null;
};

const noErrors: FieldErrors = {};

/** Loads the merchant's registration settings, then shows the form. */
export const RegisterForm = (props: RegisterFormProps) => {
  const { t } = useTranslation();
  const settings = useQuery(registerSettingsQuery);
  if (settings.isPending) return <p className="text-sm text-fg-muted">{t('common:loading')}</p>;
  if (settings.isError) return <ErrorBanner error={settings.error} />;
  return <RegisterFormBody {...props} settings={settings.data} />;
};

const RegisterFormBody = ({ settings, linkAffiliateCode, referralCode }: RegisterFormProps & { settings: RegisterSettingsResponse }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const whitelabel = usePermission().data?.whitelabel;
  const [method, setMethod] = useState<RegisterMethod>(
    settings.methods.includes(settings.defaultMethod) ? settings.defaultMethod : (settings.methods[0] ?? 'username'),
  );
  const smsVerification = whitelabel?.REGMOBVERF3 ?? true;
  const { fields } = settings;

  const [values, setValues] = useState<RegisterFormValues>({});
  const [phone, setPhone] = useState<PhoneValue>({ country: '', dialingCode: '', number: '' });
  const [affiliateCode, setAffiliateCode] = useState(linkAffiliateCode ?? '');
  const [linkCheck, setLinkCheck] = useState<LinkCodeCheck>(linkAffiliateCode ? 'checking' : 'none');
  const [terms, setTerms] = useState(false);
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>(noErrors);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // A link's code is checked once: valid, it is sent unseen; otherwise the field shows it for editing.
  useEffect(() => {
    if (!linkAffiliateCode) return;
    const controller = new AbortController();
    checkAffiliateCode(linkAffiliateCode, controller.signal)
      .then((valid) => setLinkCheck(valid ? 'valid' : 'invalid'))
      .catch(() => {
        if (!controller.signal.aborted) setLinkCheck('invalid');
      });
    return () => controller.abort();
  }, [linkAffiliateCode]);

  const rows = useMemo(() => {
    const all = formRows(fields, method, smsVerification);
    const withAffiliate = affiliateFieldShown(linkCheck, fields.affiliateCode.enabled);
    if (withAffiliate && !all.includes('affiliateCode')) all.push('affiliateCode');
    return withAffiliate ? all : all.filter((row) => row !== 'affiliateCode');
  }, [fields, method, smsVerification, linkCheck]);

  const schema = useMemo(() => registrationSchema({ fields }, method), [fields, method]);
  const order = useMemo(() => [...rows, 'countryDialingCode', 'terms', 'ageConfirmed'], [rows]);

  const inputOf = (current: RegisterFormValues = values) =>
    registrationInputOf({
      values: { ...current, mobileNum: phone.number },
      shown: rows,
      method,
      dialingCode: phone.dialingCode,
      affiliateCode,
      referralCode,
      terms,
      ageConfirmed,
      location: window.location,
    });

  /** On blur: that field's own problem, from the same schema the submit and the API use. */
  const checkOne = (name: string) => {
    const result = schema.safeParse(inputOf());
    const problem = result.success ? undefined : fieldErrorsOfIssues(result.error.issues)[name];
    setErrors((current) => {
      if (!problem && !current[name]) return current;
      const next = { ...current };
      if (problem) next[name] = problem;
      else delete next[name];
      return next;
    });
  };

  const focusField = (name: string | null) => {
    if (!name) return;
    const target = formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`);
    target?.focus();
  };

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    // After the render that marks them, so the field is there (the invitation code may have just appeared).
    window.setTimeout(() => focusField(firstInvalid(order, next)), 0);
  };

  const setValue = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }));

  const switchMethod = (next: RegisterMethod) => {
    setMethod(next);
    setErrors(noErrors);
    setFailure(null);
  };

  const sendCode = async () => {
    const result = schema.safeParse(inputOf());
    const problems = result.success ? {} : fieldErrorsOfIssues(result.error.issues);
    const blocking = problems.mobileNum ?? problems.countryDialingCode;
    if (blocking) {
      setErrors((current) => ({ ...current, mobileNum: blocking }));
      focusField('mobileNum');
      throw new CodeNotSent();
    }
    const { solveAltcha } = await import('../../../bot-check/components/solve-altcha');
    const altcha = await solveAltcha();
    return sendRegisterSms({ countryDialingCode: phone.dialingCode, mobileNo: phone.number, altcha });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const parsed = schema.safeParse(inputOf());
    if (!parsed.success) {
      showErrors(fieldErrorsOfIssues(parsed.error.issues));
      return;
    }
    setErrors(noErrors);
    setBusy(true);
    try {
      const toVerify = affiliateToVerify(affiliateCode, linkAffiliateCode, linkCheck);
      if (toVerify && !(await checkAffiliateCode(toVerify))) {
        if (linkCheck === 'valid') setLinkCheck('invalid');
        showErrors({ affiliateCode: { text: t('errors:INVITATION_CODE_ERROR') } });
        return;
      }
      const { solveAltcha } = await import('../../../bot-check/components/solve-altcha');
      const altcha = await solveAltcha();
      const session = await registerMember(method, { ...parsed.data, altcha });
      signIn(queryClient, session, false);
      await navigate({ to: '/' });
    } catch (error) {
      setCaptchaKey((k) => k + 1);
      const onFields = fieldErrorsOfApiError(error);
      const onField = fieldErrorOfCode(error);
      if (onField?.field === 'affiliateCode') setLinkCheck('invalid');
      const placed =
        onFields ?? (onField && (rows.includes(onField.field as FormRow) || onField.field === 'affiliateCode') ? { [onField.field]: onField.error } : null);
      if (placed && Object.keys(placed).some((name) => order.includes(name) || name === 'affiliateCode')) showErrors(placed);
      else setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (name: string) => fieldErrorText(t, errors[name]);

  const renderRow = (name: FormRow) => {
    const label = t(`site:fields.${name}`);
    const required = isRowRequired(fields, method, name);
    const entry = fields[name].validation;
    if (name === 'mobileNum') {
      return (
        <PhoneNumberField
          key={name}
          label={label}
          value={phone}
          onChange={setPhone}
          onBlur={() => checkOne('mobileNum')}
          error={errorOf('mobileNum') ?? errorOf('countryDialingCode')}
          required={required}
          data-testid="register-mobile"
        />
      );
    }
    if (name === 'verificationCode') {
      return (
        <SmsCodeField
          key={name}
          label={label}
          value={values.verificationCode ?? ''}
          onChange={(v) => setValue('verificationCode', v)}
          onBlur={() => checkOne('verificationCode')}
          error={errorOf('verificationCode')}
          request={sendCode}
          data-testid="register-sms-code"
        />
      );
    }
    if (name === 'captcha') {
      return (
        <CaptchaBox
          key={name}
          value={{ captchaId: values.captchaId ?? emptyCaptchaValue.captchaId, captcha: values.captcha ?? '' }}
          onChange={(v) => setValues((current) => ({ ...current, captchaId: v.captchaId, captcha: v.captcha }))}
          reloadKey={captchaKey}
          error={errorOf('captcha')}
        />
      );
    }
    if (name === 'affiliateCode') {
      return (
        <TextField
          key={name}
          label={label}
          name={name}
          value={affiliateCode}
          onChange={(e: ChangeEvent<HTMLInputElement>) => setAffiliateCode(e.target.value)}
          onBlur={() => checkOne('affiliateCode')}
          error={errorOf('affiliateCode')}
          hint={t('site:registerForm.affiliateHint')}
          required={required}
          autoComplete="off"
          data-testid="register-affiliateCode"
        />
      );
    }
    const kind = inputKindOf(name, entry);
    if (kind === 'password') {
      return (
        <PasswordField
          key={name}
          label={label}
          name={name}
          value={values[name] ?? ''}
          onChange={(e: ChangeEvent<HTMLInputElement>) => setValue(name, e.target.value)}
          onBlur={() => checkOne(name)}
          error={errorOf(name)}
          required={required}
          autoComplete={autoCompleteOf(name)}
          maxLength={entry?.maxLength}
          data-testid={`register-${name}`}
        />
      );
    }
    const date = kind === 'date';
    return (
      <TextField
        key={name}
        label={label}
        name={name}
        type={date ? 'date' : kind === 'numeric' ? 'text' : kind}
        inputMode={kind === 'numeric' ? 'numeric' : undefined}
        value={date ? toPickerDate(values[name] ?? '', entry?.patternId) : (values[name] ?? '')}
        onChange={(e: ChangeEvent<HTMLInputElement>) => setValue(name, date ? toConfiguredDate(e.target.value, entry?.patternId) : e.target.value)}
        onBlur={() => checkOne(name)}
        error={errorOf(name)}
        required={required}
        autoComplete={autoCompleteOf(name)}
        maxLength={date ? undefined : entry?.maxLength}
        autoCapitalize={name === 'username' || kind === 'email' ? 'off' : undefined}
        spellCheck={kind === 'text' && name !== 'username' ? undefined : false}
        data-testid={`register-${name}`}
      />
    );
  };

  const onCheck = useCallback(
    (setter: (v: boolean) => void, name: 'terms' | 'ageConfirmed') => (e: ChangeEvent<HTMLInputElement>) => {
      setter(e.target.checked);
      if (e.target.checked) {
        setErrors((current) => {
          if (!current[name]) return current;
          const next = { ...current };
          delete next[name];
          return next;
        });
      }
    },
    [],
  );

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" data-testid="register-form" data-method={method}>
      {settings.methods.length > 1 ? <MethodTabs value={method} onChange={switchMethod} methods={settings.methods} /> : null}
      {rows.map(renderRow)}
      <div className="flex flex-col gap-1">
        <Checkbox
          name="terms"
          checked={terms}
          onChange={onCheck(setTerms, 'terms')}
          aria-invalid={errors.terms ? true : undefined}
          aria-describedby={errors.terms ? 'register-terms-error' : undefined}
          data-testid="register-terms"
          label={
            <Trans
              i18nKey="site:registerForm.terms"
              components={{
                link: (
                  <a
                    href="/help#term"
                    target="_blank"
                    rel="noopener"
                    title={t('common:opensInNewTab')}
                    className="font-medium text-primary underline underline-offset-2"
                  />
                ),
              }}
            />
          }
        />
        {errors.terms ? (
          <p id="register-terms-error" className="ps-2 text-sm font-medium text-danger">
            {errorOf('terms')}
          </p>
        ) : null}
        <Checkbox
          name="ageConfirmed"
          checked={ageConfirmed}
          onChange={onCheck(setAgeConfirmed, 'ageConfirmed')}
          aria-invalid={errors.ageConfirmed ? true : undefined}
          aria-describedby={errors.ageConfirmed ? 'register-age-error' : undefined}
          data-testid="register-age"
          label={t('site:registerForm.ageConfirm')}
        />
        {errors.ageConfirmed ? (
          <p id="register-age-error" className="ps-2 text-sm font-medium text-danger">
            {errorOf('ageConfirmed')}
          </p>
        ) : null}
      </div>
      <ErrorBanner error={failure} data-testid="register-error" />
      <SubmitButton busy={busy} data-testid="register-submit">
        {t('site:registerForm.submit')}
      </SubmitButton>
      <p className="text-center text-sm text-fg-muted">
        {t('site:registerForm.haveAccount')}{' '}
        <Link to="/login" className="font-medium text-primary underline underline-offset-2">
          {t('site:login')}
        </Link>
      </p>
    </form>
  );
};

import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, Input, type InputProps } from '@gp/ui';

export type PasswordFieldProps = Omit<InputProps, 'id' | 'type'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
};

const EyeIcon = ({ open }: { open: boolean }) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
    {open ? null : <path d="M4 4l16 16" />}
  </svg>
);

/** A labelled password input with a show/hide toggle (a pressed-state button, so it reads as a switch). */
export const PasswordField = ({ label, error, hint, required = false, className, autoComplete = 'current-password', ...input }: PasswordFieldProps) => {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error || undefined} hint={hint} required={required} className={className}>
      <div className="relative">
        <Input
          {...input}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          className="pe-12"
        />
        <button
          type="button"
          aria-pressed={visible}
          aria-label={visible ? t('site:form.hidePassword') : t('site:form.showPassword')}
          title={visible ? t('site:form.hidePassword') : t('site:form.showPassword')}
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 end-0 inline-flex w-11 items-center justify-center rounded-e-md text-fg-muted hover:text-fg"
          data-testid="password-toggle"
        >
          <EyeIcon open={!visible} />
        </button>
      </div>
    </Field>
  );
};

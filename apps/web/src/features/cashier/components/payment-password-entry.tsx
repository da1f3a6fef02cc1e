import { PasswordField } from '../../../shared/form/password-field';

export type PaymentPasswordEntryProps = { label: string; value: string; onChange: (value: string) => void; error?: string | undefined; testId: string };

/** The six-digit payment password a money movement asks for (never remembered by the browser). */
export const PaymentPasswordEntry = ({ label, value, onChange, error, testId }: PaymentPasswordEntryProps) => (
  <PasswordField
    label={label}
    value={value}
    onChange={(e) => onChange(e.target.value)}
    inputMode="numeric"
    maxLength={6}
    autoComplete="off"
    error={error}
    required
    data-testid={testId}
  />
);

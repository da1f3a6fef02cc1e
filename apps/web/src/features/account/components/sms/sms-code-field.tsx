import { useState, type ChangeEvent } from 'react';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { SendCodeButton } from '../shared/send-code-button';
import { TextField } from '../../../../shared/form/text-field';
import { useCountdown } from '../shared/use-countdown';
import { countdownSecondsOf } from './sms-countdown';

/** Thrown by a `request` that found a problem of its own (shown on a field): no warning box then. */
export class CodeNotSent extends Error {
  override name = 'CodeNotSent';
}

export type SmsCodeFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  required?: boolean;
  /** Sends the code; resolves with the server's answer. Throw CodeNotSent to stay silent. */
  request: () => Promise<{ expiredMinutes: number }>;
  name?: string;
  'data-testid'?: string;
};

/**
 * An SMS code input with its "send code" button (throttled to once per 1000 ms, then disabled for
 * expiredMinutes * 60 s). A failed send shows the server's message in a warning box.
 */
export const SmsCodeField = ({
  label,
  value,
  onChange,
  onBlur,
  error,
  required = true,
  request,
  name = 'verificationCode',
  'data-testid': testId = 'sms-code',
}: SmsCodeFieldProps) => {
  const countdown = useCountdown();
  const [failure, setFailure] = useState<unknown>(null);
  const send = async (): Promise<number> => {
    setFailure(null);
    try {
      return countdownSecondsOf((await request()).expiredMinutes);
    } catch (caught) {
      if (!(caught instanceof CodeNotSent)) setFailure(caught);
      throw caught;
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <TextField
        label={label}
        name={name}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value.replace(/\D/g, ''))}
        onBlur={onBlur}
        error={error}
        required={required}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        data-testid={testId}
        end={<SendCodeButton countdown={countdown} onSend={send} data-testid={`${testId}-send`} />}
      />
      <ErrorBanner error={failure} tone="warning" data-testid={`${testId}-warning`} />
    </div>
  );
};

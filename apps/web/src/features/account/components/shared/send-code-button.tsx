import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@gp/ui';
import { createThrottle } from '../../../bot-check/components/throttle';
import { formatCountdown } from './countdown';
import type { Countdown } from './use-countdown';

export type SendCodeButtonProps = {
  countdown: Countdown;
  /** Sends the code and resolves with the seconds to count down (expiredMinutes * 60); rejects on failure. */
  onSend: () => Promise<number>;
  disabled?: boolean;
  'data-testid'?: string;
};

/** The SMS button passes at most once per 1000 ms, then waits out the countdown. */
const sendCodeThrottleMs = 1000;

/** "Send code", throttled, busy while sending and disabled with the seconds left while counting down. */
export const SendCodeButton = ({ countdown, onSend, disabled = false, 'data-testid': testId = 'send-code' }: SendCodeButtonProps) => {
  const { t } = useTranslation();
  const [throttle] = useState(() => createThrottle(sendCodeThrottleMs));
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!throttle()) return;
    setBusy(true);
    try {
      countdown.start(await onSend());
    } catch {
      // The caller shows the error; the button is offered again at once.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      className="shrink-0 whitespace-nowrap"
      onClick={() => void send()}
      loading={busy}
      disabled={disabled || countdown.running}
      data-testid={testId}
    >
      {countdown.running ? t('site:form.resendIn', { time: formatCountdown(countdown.remaining) }) : t('site:form.sendCode')}
    </Button>
  );
};

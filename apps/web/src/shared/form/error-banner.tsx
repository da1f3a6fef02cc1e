import { useTranslation } from 'react-i18next';
import { Alert, type AlertTone } from '@gp/ui';
import { errorMessage } from './error-message';

export type ErrorBannerProps = {
  /** An ApiError (its translated server message is shown), another Error, or nothing (renders nothing). */
  error: unknown;
  tone?: AlertTone;
  className?: string;
  'data-testid'?: string;
};

/** The form-level error box: the server's message as it came, announced by screen readers. */
export const ErrorBanner = ({ error, tone = 'danger', className, 'data-testid': testId = 'form-error' }: ErrorBannerProps) => {
  const { t } = useTranslation();
  const message = errorMessage(error, t);
  if (!message) return null;
  return (
    <Alert tone={tone} className={className} data-testid={testId}>
      {message}
    </Alert>
  );
};

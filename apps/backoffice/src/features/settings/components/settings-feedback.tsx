import { Alert, Button } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http/api-error';
import { testIds } from '../../../shared/test-ids';

export type SettingsFeedbackProps = {
  saved: boolean;
  error: unknown;
  onReload: () => void;
  reloading: boolean;
};

// Focus moves to news the user must act on or would otherwise miss once the Save button goes inert.
const focusOnMount = (el: HTMLDivElement | null) => el?.focus();

export const SettingsFeedback = ({ saved, error, onReload, reloading }: SettingsFeedbackProps) => {
  const { t } = useTranslation();

  if (saved) {
    return (
      <Alert tone="success" data-testid={testIds.settings.saved} tabIndex={-1} ref={focusOnMount}>
        {t('settings.saved')}
      </Alert>
    );
  }
  if (!error) return null;

  const message = error instanceof Error ? error.message : t('error.unexpected');

  if (isApiError(error) && error.code === 'VERSION_CONFLICT') {
    return (
      <Alert
        tone="warning"
        title={t('settings.conflictTitle')}
        data-testid={testIds.settings.conflict}
        tabIndex={-1}
        ref={focusOnMount}
        action={
          <Button variant="secondary" size="sm" onClick={onReload} loading={reloading} data-testid={testIds.settings.reload}>
            {t('settings.reload')}
          </Button>
        }
      >
        <p>{message}</p>
        <p className="mt-1 text-fg-muted">{t('settings.conflictBody')}</p>
      </Alert>
    );
  }

  const wait = isApiError(error) && error.retryAfter ? t('error.retryAfter', { count: error.retryAfter }) : null;
  return (
    <Alert tone="danger" data-testid={testIds.settings.error}>
      {message}
      {wait ? ` ${wait}` : null}
    </Alert>
  );
};

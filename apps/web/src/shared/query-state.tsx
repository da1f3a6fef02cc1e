import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner } from '@gp/ui';

/** Loading, failure and emptiness of a list, shared by every section. */
export const QueryState = ({
  isPending,
  error,
  isEmpty,
  onRetry,
  emptyText,
}: {
  isPending: boolean;
  error: Error | null;
  isEmpty: boolean;
  onRetry?: () => void;
  emptyText?: string;
}) => {
  const { t } = useTranslation();
  if (isPending)
    return (
      <div className="flex items-center gap-2 py-6 text-sm text-fg-muted" role="status">
        <Spinner />
        {t('common:loading')}
      </div>
    );
  if (error)
    return (
      <Alert
        tone="danger"
        action={
          onRetry ? (
            <Button size="sm" variant="secondary" onClick={onRetry}>
              {t('common:retry')}
            </Button>
          ) : undefined
        }
      >
        {error.message}
      </Alert>
    );
  if (isEmpty) return <p className="py-6 text-sm text-fg-muted">{emptyText ?? t('site:nothingHere')}</p>;
  return null;
};

import { Alert, Button, Spinner } from '@gp/ui';
import { useTranslation } from 'react-i18next';

type ListQuery = { isPending: boolean; isError: boolean; isSuccess: boolean; error: Error | null; refetch: () => unknown };

/** Loading, failure (with retry) and empty states shared by every back-office list screen. */
export const ListState = ({ query, empty, emptyText, emptyTestId }: { query: ListQuery; empty: boolean; emptyText: string; emptyTestId: string }) => {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) {
    return (
      <Alert
        tone="danger"
        action={
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {query.error?.message}
      </Alert>
    );
  }
  if (query.isSuccess && empty)
    return (
      <p className="text-fg-muted" data-testid={emptyTestId}>
        {emptyText}
      </p>
    );
  return null;
};

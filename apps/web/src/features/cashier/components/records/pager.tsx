import { useTranslation } from 'react-i18next';
import { Button } from '@gp/ui';

/** Previous / next with "page x of y"; hidden when everything fits on one page. */
export const Pager = ({ pageNum, totalPages, onPage, testId }: { pageNum: number; totalPages: number; onPage: (page: number) => void; testId: string }) => {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('cashier:records.pages')} className="flex items-center justify-between gap-2" data-testid={testId}>
      <Button variant="secondary" size="sm" disabled={pageNum <= 1} onClick={() => onPage(pageNum - 1)} data-testid={`${testId}-previous`}>
        {t('cashier:records.previous')}
      </Button>
      <span className="text-sm text-fg-muted" aria-live="polite" data-testid={`${testId}-label`}>
        {t('cashier:records.page', { page: pageNum, pages: totalPages })}
      </span>
      <Button variant="secondary" size="sm" disabled={pageNum >= totalPages} onClick={() => onPage(pageNum + 1)} data-testid={`${testId}-next`}>
        {t('cashier:records.next')}
      </Button>
    </nav>
  );
};

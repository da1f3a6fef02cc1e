import { Button } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { testIds } from '../test-ids';

export type PagerProps = { pageNo: number; totalPages: number; total: number; onPage: (pageNo: number) => void; busy?: boolean };

/** Previous / next with "page x of y"; hidden when everything fits on one page. */
export const Pager = ({ pageNo, totalPages, total, onPage, busy = false }: PagerProps) => {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" size="sm" disabled={pageNo <= 1 || busy} onClick={() => onPage(pageNo - 1)} data-testid={testIds.pager.prev}>
        {t('pager.prev')}
      </Button>
      <span className="text-sm text-fg-muted" data-testid={testIds.pager.status}>
        {t('pager.status', { pageNo, totalPages, total })}
      </span>
      <Button variant="secondary" size="sm" disabled={pageNo >= totalPages || busy} onClick={() => onPage(pageNo + 1)} data-testid={testIds.pager.next}>
        {t('pager.next')}
      </Button>
    </div>
  );
};

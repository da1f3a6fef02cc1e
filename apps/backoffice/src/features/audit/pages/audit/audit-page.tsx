import { Alert, Button, Card, Spinner } from '@gp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canReadAudit, canVerifyAudit } from '../../../../app/session/permissions';
import { useStaffRoles } from '../../../../app/session/use-staff-roles';
import { testIds } from '../../../../shared/test-ids';
import { NoAccess } from '../../../../shared/ui/no-access';
import { PageHeader } from '../../../../shared/ui/page-header';
import type { AuditFilters as Filters } from '../../api/audit-api';
import { useAuditList } from '../../queries/use-audit-list';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';
import { AuditVerify } from './audit-verify';

/** Audit log: who did what, filterable, paged backwards, with a check of the hash chain. */
export const AuditPage = () => {
  const { t } = useTranslation();
  const roles = useStaffRoles();
  const allowed = canReadAudit(roles);
  const [filters, setFilters] = useState<Filters>({ action: '', actor: '' });
  const list = useAuditList(filters, allowed);

  const header = <PageHeader title={t('audit.title')} description={t('audit.description')} />;
  if (!allowed)
    return (
      <>
        {header}
        <NoAccess />
      </>
    );

  const entries = list.data?.pages.flatMap((p) => p.list) ?? [];

  return (
    <>
      {header}
      <div className="flex flex-col gap-4">
        {canVerifyAudit(roles) ? (
          <Card title={t('audit.verifyTitle')} description={t('audit.verifyDescription')}>
            <AuditVerify />
          </Card>
        ) : null}
        <Card>
          <div className="flex flex-col gap-4">
            <AuditFilters value={filters} onApply={setFilters} />
            {list.isPending ? <Spinner label={t('common.loading')} /> : null}
            {list.isError ? (
              <Alert
                tone="danger"
                action={
                  <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
                    {t('common.retry')}
                  </Button>
                }
              >
                {list.error.message}
              </Alert>
            ) : null}
            {list.isSuccess && entries.length === 0 ? (
              <p className="text-fg-muted" data-testid={testIds.audit.empty}>
                {t('audit.empty')}
              </p>
            ) : null}
            {entries.length > 0 ? <AuditTable entries={entries} /> : null}
            {list.hasNextPage ? (
              <div>
                <Button variant="secondary" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} data-testid={testIds.audit.loadMore}>
                  {t('audit.loadMore')}
                </Button>
              </div>
            ) : null}
          </div>
        </Card>
      </div>
    </>
  );
};

import type { AuditEntry } from '@gp/contracts';
import { Table, TableBody, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { testIds } from '../../../../shared/test-ids';
import { AuditRow } from './audit-row';

export const AuditTable = ({ entries }: { entries: AuditEntry[] }) => {
  const { t } = useTranslation();
  return (
    <Table caption={t('audit.caption')} data-testid={testIds.audit.table}>
      <TableHead>
        <TableRow>
          <TableHeaderCell>{t('audit.col.time')}</TableHeaderCell>
          <TableHeaderCell>{t('audit.col.actor')}</TableHeaderCell>
          <TableHeaderCell>{t('audit.col.action')}</TableHeaderCell>
          <TableHeaderCell>{t('audit.col.target')}</TableHeaderCell>
          <TableHeaderCell>{t('audit.col.ip')}</TableHeaderCell>
          <TableHeaderCell>
            <span className="sr-only">{t('audit.col.details')}</span>
          </TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <AuditRow key={entry.id} entry={entry} />
        ))}
      </TableBody>
    </Table>
  );
};

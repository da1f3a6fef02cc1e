import type { AuditEntry } from '@gp/contracts';
import { Button, TableCell, TableRow } from '@gp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/format/format-date-time';
import { testIds } from '../../../../shared/test-ids';

const columnCount = 6;

/** One audit entry; its details (and hash) open in a row beneath it. */
export const AuditRow = ({ entry }: { entry: AuditEntry }) => {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = `audit-details-${entry.id}`;
  const actor = entry.actorName ?? entry.actorId ?? '—';

  return (
    <>
      <TableRow data-testid={testIds.audit.row} data-id={entry.id}>
        <TableCell className="whitespace-nowrap">
          <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time>
        </TableCell>
        <TableCell>
          <span className="font-medium">{actor}</span>
          <span className="block text-xs text-fg-muted">{t(`audit.actorType.${entry.actorType}`)}</span>
        </TableCell>
        <TableCell className="font-mono text-xs" dir="ltr">
          {entry.action}
        </TableCell>
        <TableCell className="break-all">{entry.target ?? '—'}</TableCell>
        <TableCell className="whitespace-nowrap font-mono text-xs" dir="ltr">
          {entry.ip ?? '—'}
        </TableCell>
        <TableCell>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((v) => !v)}
            data-testid={testIds.audit.detailsToggle}
          >
            {open ? t('audit.hideDetails') : t('audit.showDetails')}
          </Button>
        </TableCell>
      </TableRow>
      <TableRow id={detailsId} hidden={!open}>
        <TableCell colSpan={columnCount} className="bg-muted">
          <pre dir="ltr" className="max-h-80 overflow-auto whitespace-pre-wrap break-all text-xs">
            {JSON.stringify(entry.details, null, 2)}
          </pre>
          <p className="mt-2 break-all font-mono text-xs text-fg-muted" dir="ltr">
            #{entry.id} · {entry.hash}
          </p>
        </TableCell>
      </TableRow>
    </>
  );
};

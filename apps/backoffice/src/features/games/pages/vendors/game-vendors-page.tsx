import type { BoGameVendor, BoGameVendorSecret } from '@gp/contracts';
import { Button, Card, TableCell, TableRow } from '@gp/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffRoles } from '../../../../app/session/use-staff-roles';
import { formatDateTime } from '../../../../shared/format/format-date-time';
import { errorMessage } from '../../../../shared/http/error-message';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { FeedbackAlert, type Feedback } from '../../../../shared/ui/feedback';
import { HeadedTable } from '../../../../shared/ui/headed-table';
import { ListState } from '../../../../shared/ui/list-state';
import { NoAccess } from '../../../../shared/ui/no-access';
import { PageHeader } from '../../../../shared/ui/page-header';
import { StatusBadge } from '../../../../shared/ui/status-badge';
import { createVendorCredentials, fetchGameVendors, rotateVendorSecret, updateGameVendor } from '../../api/games-api';
import { canManageGameVendors, canManageVendorSecrets } from '../../games-permissions';
import { gamesTestIds } from '../../games-test-ids';
import { gamesKeys } from '../../queries/keys';
import { SecretOnceDialog } from './secret-once-dialog';
import { VendorEditDialog } from './vendor-edit-dialog';

const ids = gamesTestIds.vendors;

type SecretStep = { kind: 'rotate' | 'create'; vendor: BoGameVendor } | { kind: 'show'; result: BoGameVendorSecret };

/** The credentials cell: none yet, or when the secret was last rotated and until when the old one still works. */
const CredentialsCell = ({ vendor }: { vendor: BoGameVendor }) => {
  const { t, i18n } = useTranslation();
  if (!vendor.hasCredentials)
    return (
      <TableCell>
        <StatusBadge tone="bad" label={t('gamesAdmin.vendors.noCredentials')} />
      </TableCell>
    );
  return (
    <TableCell className="text-sm">
      <StatusBadge tone="good" label={t('gamesAdmin.vendors.hasCredentials')} />
      <p className="mt-1 text-fg-muted">
        {vendor.rotatedAt ? t('gamesAdmin.vendors.rotatedAt', { at: formatDateTime(vendor.rotatedAt, i18n.language) }) : t('gamesAdmin.vendors.neverRotated')}
      </p>
      {vendor.previousSecretUntil ? (
        <p className="text-warning">{t('gamesAdmin.vendors.graceUntil', { at: formatDateTime(vendor.previousSecretUntil, i18n.language) })}</p>
      ) : null}
    </TableCell>
  );
};

/** Game vendors' wallet settings: mode, maintenance, allow-list, launch URL, secret rotation. */
export const GameVendorsPage = () => {
  const { t, i18n } = useTranslation();
  const roles = useStaffRoles();
  const allowed = canManageGameVendors(roles);
  const secrets = canManageVendorSecrets(roles);
  const client = useQueryClient();
  const list = useQuery({ queryKey: gamesKeys.vendors, queryFn: ({ signal }) => fetchGameVendors(signal), enabled: allowed });
  const [editing, setEditing] = useState<BoGameVendor | null>(null);
  const [secretStep, setSecretStep] = useState<SecretStep | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const refresh = () => client.invalidateQueries({ queryKey: gamesKeys.vendors });

  const header = <PageHeader title={t('gamesAdmin.vendors.title')} description={t('gamesAdmin.vendors.description')} />;
  if (!allowed)
    return (
      <>
        {header}
        <NoAccess />
      </>
    );
  const vendors = list.data?.list ?? [];
  const graceMinutes = list.data?.secretGraceMinutes ?? 0;

  const runSecretStep = async (step: { kind: 'rotate' | 'create'; vendor: BoGameVendor }) => {
    try {
      const result = step.kind === 'rotate' ? await rotateVendorSecret(step.vendor.id) : await createVendorCredentials(step.vendor.id);
      setSecretStep({ kind: 'show', result });
      setFeedback({
        tone: 'success',
        message:
          step.kind === 'rotate'
            ? t('gamesAdmin.secret.rotated', { name: step.vendor.displayName })
            : t('gamesAdmin.secret.created', { name: step.vendor.displayName }),
      });
      await refresh();
    } catch (error) {
      setSecretStep(null);
      setFeedback({ tone: 'danger', message: errorMessage(error, t('error.unexpected')) });
    }
  };

  const columns = [
    t('catalog.col.name'),
    t('gamesAdmin.vendors.mode'),
    t('catalog.col.enabled'),
    t('catalog.col.maintenance'),
    t('gamesAdmin.vendors.allowList'),
    t('gamesAdmin.vendors.launchUrl'),
    t('gamesAdmin.vendors.credentials'),
    t('content.actions'),
  ];

  return (
    <>
      {header}
      <Card>
        <div className="flex flex-col gap-4">
          <FeedbackAlert feedback={feedback} />
          <ListState query={list} empty={vendors.length === 0} emptyText={t('vendors.empty')} emptyTestId={ids.empty} />
          {vendors.length > 0 ? (
            <HeadedTable caption={t('gamesAdmin.vendors.title')} testId={ids.table} columns={columns} stickyActions>
              {vendors.map((v) => (
                <TableRow key={v.id} data-testid={ids.row} data-code={v.code}>
                  <TableCell>
                    {v.displayName}
                    <span dir="ltr" className="block font-mono text-xs text-fg-muted">
                      {v.code}
                    </span>
                  </TableCell>
                  <TableCell>{t(`gamesAdmin.mode.${v.walletMode}`)}</TableCell>
                  <TableCell>{v.enabled ? t('content.yes') : t('content.no')}</TableCell>
                  <TableCell>{v.maintenance ? <StatusBadge tone="waiting" label={t('content.yes')} /> : t('content.no')}</TableCell>
                  <TableCell>
                    {v.ipAllowList.length === 0 ? (
                      <span className="text-fg-muted">{v.hasCredentials ? t('gamesAdmin.vendors.anyAddress') : '—'}</span>
                    ) : (
                      <ul dir="ltr" className="font-mono text-xs">
                        {v.ipAllowList.map((ip) => (
                          <li key={ip}>{ip}</li>
                        ))}
                      </ul>
                    )}
                  </TableCell>
                  <TableCell>
                    <span dir="ltr" className="block max-w-40 truncate font-mono text-xs" title={v.launchUrl}>
                      {v.launchUrl || '—'}
                    </span>
                  </TableCell>
                  <CredentialsCell vendor={v} />
                  <TableCell>
                    {/* Stacked, so the column stays as narrow as its widest button. */}
                    <div className="flex flex-col items-stretch gap-2">
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setEditing(v)}
                        aria-label={t('vendors.editOf', { name: v.displayName })}
                        data-testid={ids.edit}
                      >
                        {t('content.edit')}
                      </Button>
                      {secrets && v.hasCredentials ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => setSecretStep({ kind: 'rotate', vendor: v })}
                          aria-label={t('gamesAdmin.secret.rotateOf', { name: v.displayName })}
                          data-testid={ids.rotate}
                        >
                          {t('gamesAdmin.secret.rotate')}
                        </Button>
                      ) : null}
                      {secrets && !v.hasCredentials ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => setSecretStep({ kind: 'create', vendor: v })}
                          aria-label={t('gamesAdmin.secret.createOf', { name: v.displayName })}
                          data-testid={ids.createCredentials}
                        >
                          {t('gamesAdmin.secret.create')}
                        </Button>
                      ) : null}
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </HeadedTable>
          ) : null}
        </div>
      </Card>
      {editing ? (
        <VendorEditDialog
          key={editing.id}
          vendor={editing}
          onClose={() => setEditing(null)}
          onSave={async (body) => {
            await updateGameVendor(editing.id, body);
            setFeedback({ tone: 'success', message: t('catalog.saved') });
            setEditing(null);
            await refresh();
          }}
        />
      ) : null}
      {secretStep && secretStep.kind !== 'show' ? (
        <ConfirmDialog
          title={
            secretStep.kind === 'rotate'
              ? t('gamesAdmin.secret.rotateTitle', { name: secretStep.vendor.displayName })
              : t('gamesAdmin.secret.createTitle', { name: secretStep.vendor.displayName })
          }
          confirmLabel={secretStep.kind === 'rotate' ? t('gamesAdmin.secret.rotate') : t('gamesAdmin.secret.create')}
          onConfirm={() => runSecretStep(secretStep)}
          onClose={() => setSecretStep(null)}
          testId={ids.confirm}
        >
          <p className="text-sm">
            {secretStep.kind === 'rotate' ? t('gamesAdmin.secret.rotateBody', { count: graceMinutes }) : t('gamesAdmin.secret.createBody')}
          </p>
        </ConfirmDialog>
      ) : null}
      {secretStep?.kind === 'show' ? (
        <SecretOnceDialog
          vendorName={secretStep.result.vendor.displayName}
          secret={secretStep.result.secret}
          previousValidUntil={secretStep.result.vendor.previousSecretUntil ? formatDateTime(secretStep.result.vendor.previousSecretUntil, i18n.language) : null}
          onClose={() => setSecretStep(null)}
        />
      ) : null}
    </>
  );
};

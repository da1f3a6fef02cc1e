import { Alert, Button, Card, Field, Input, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffRoles } from '../../../app/session/use-staff-roles';
import { formatDateTime } from '../../../shared/format/format-date-time';
import { formatMoney } from '../../../shared/format/money';
import { ListState } from '../../../shared/ui/list-state';
import { NoAccess } from '../../../shared/ui/no-access';
import { PageHeader } from '../../../shared/ui/page-header';
import { cancelRain, envelopeKeys, fetchEnvelopeSettings, fetchRains, saveEnvelopeSettings } from '../envelopes-api';
import { canUseEnvelopes } from '../envelopes-permissions';
import { envelopesTestIds as ids } from '../envelopes-test-ids';
import { RainForm } from './rain-form';
import { Pager } from '../../../shared/ui/pager';

const titleOf = (titles: Record<string, string>) => titles.EN ?? Object.values(titles)[0] ?? '';

/** The promotion (kind loyalty) that pays the envelopes of rains created from now. */
const SettingsCard = () => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const settings = useQuery({ queryKey: envelopeKeys.settings, queryFn: ({ signal }) => fetchEnvelopeSettings(signal) });
  const [promotionId, setPromotionId] = useState<string | null>(null);
  const value = promotionId ?? (settings.data?.promotionId == null ? '' : String(settings.data.promotionId));
  const save = useMutation({
    mutationFn: () => saveEnvelopeSettings(value.trim() === '' ? null : Number(value)),
    onSuccess: (s) => client.setQueryData(envelopeKeys.settings, s),
  });
  return (
    <div className="mb-6" data-testid={ids.settings}>
      <Card title={t('wheelAdmin.settings')}>
        <div className="flex flex-wrap items-end gap-3">
          <Field label={t('wheelAdmin.promotionId')}>
            <Input inputMode="numeric" value={value} onChange={(e) => setPromotionId(e.target.value)} />
          </Field>
          <Button onClick={() => save.mutate()} disabled={save.isPending}>
            {t('wheelAdmin.save')}
          </Button>
        </div>
        {save.error ? (
          <Alert tone="danger" className="mt-3">
            {save.error.message}
          </Alert>
        ) : null}
      </Card>
    </div>
  );
};

/** Rains, newest first: window, pool, opened, paid and left, and a cancel for one still to come or open. */
const Rains = () => {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  // The time the screen opened: a rain that ended before it has no cancel button.
  const [openedAt] = useState(() => Date.now());
  const page = useQuery({ queryKey: envelopeKeys.rains(pageNo), queryFn: ({ signal }) => fetchRains(pageNo, signal), placeholderData: keepPreviousData });
  const cancel = useMutation({ mutationFn: cancelRain, onSuccess: () => client.invalidateQueries({ queryKey: envelopeKeys.all }) });
  const data = page.data;
  return (
    <div className="mb-6" data-testid={ids.rains}>
      <Card title={t('envelopesAdmin.rains')}>
        <ListState query={page} empty={data?.list.length === 0} emptyText={t('envelopesAdmin.noRains')} emptyTestId="envelopes-rains-empty" />
        {cancel.error ? (
          <Alert tone="danger" className="mb-3">
            {cancel.error.message}
          </Alert>
        ) : null}
        {data && data.list.length > 0 ? (
          <Table>
            <TableHead>
              <TableRow>
                <TableHeaderCell>{t('envelopesAdmin.rainTitle')}</TableHeaderCell>
                <TableHeaderCell>{t('envelopesAdmin.window')}</TableHeaderCell>
                <TableHeaderCell>{t('envelopesAdmin.pool')}</TableHeaderCell>
                <TableHeaderCell>{t('envelopesAdmin.opened')}</TableHeaderCell>
                <TableHeaderCell>{t('envelopesAdmin.paid')}</TableHeaderCell>
                <TableHeaderCell>{t('envelopesAdmin.left')}</TableHeaderCell>
                <TableHeaderCell>
                  <span className="sr-only">{t('envelopesAdmin.cancel')}</span>
                </TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.list.map((r) => (
                <TableRow key={r.id} data-testid={ids.rainRow} data-rain-id={r.id}>
                  <TableCell>{titleOf(r.titles)}</TableCell>
                  <TableCell>{`${formatDateTime(r.startsAt, i18n.language)} – ${formatDateTime(r.endsAt, i18n.language)}`}</TableCell>
                  <TableCell className="tabular-nums">{`${formatMoney(r.poolAmount, r.currency, i18n.language)} / ${r.envelopeCount}`}</TableCell>
                  <TableCell className="tabular-nums">{`${r.opened} · ${formatMoney(r.openedAmount, r.currency, i18n.language)}`}</TableCell>
                  <TableCell className="tabular-nums">{formatMoney(r.paidAmount, r.currency, i18n.language)}</TableCell>
                  <TableCell className="tabular-nums">{`${r.left} · ${formatMoney(r.leftAmount, r.currency, i18n.language)}`}</TableCell>
                  <TableCell>
                    {r.cancelledAt ? (
                      t('envelopesAdmin.cancelled')
                    ) : Date.parse(r.endsAt) > openedAt ? (
                      <Button size="sm" variant="secondary" disabled={cancel.isPending} onClick={() => cancel.mutate(Number(r.id))}>
                        {t('envelopesAdmin.cancel')}
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
        {data ? (
          <div className="mt-3">
            <Pager pageNo={pageNo} totalPages={data.totalPages} total={data.total} onPage={setPageNo} />
          </div>
        ) : null}
      </Card>
    </div>
  );
};

/** Red-envelope rains: the paying promotion, a new rain, and each rain's results. */
export const EnvelopesAdminPage = () => {
  const { t } = useTranslation();
  const roles = useStaffRoles();
  const header = <PageHeader title={t('envelopesAdmin.title')} description={t('envelopesAdmin.description')} />;
  if (!canUseEnvelopes(roles))
    return (
      <>
        {header}
        <NoAccess />
      </>
    );
  return (
    <>
      {header}
      <SettingsCard />
      <RainForm />
      <Rains />
    </>
  );
};

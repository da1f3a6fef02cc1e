import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pointEntrySources, type PointDetail, type PointEntrySource } from '@gp/contracts';
import { Field, Select, TableCell, TableRow } from '@gp/ui';
import { PageTitle } from '../../../shared/page-title';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { EmptyRecords } from '../../cashier/components/records/empty-records';
import { Pager } from '../../cashier/components/records/pager';
import { PeriodFilterFields } from '../../cashier/components/records/period-filter';
import { RecordList } from '../../cashier/components/records/record-list';
import { formatRecordTime } from '../../cashier/components/records/record-time';
import { RecordsFrame } from '../../cashier/components/records/records-frame';
import { useMemberMoney } from '../../cashier/components/records/use-member-money';
import { usePeriod } from '../../cashier/components/records/use-period';
import { pointDetailsQuery } from '../api/points-api';
import { PointsNav } from '../components/points-nav';

type Texts = { money: (minor: number) => string; number: (value: number) => string; time: (iso: string) => string };

const signed = (value: number, number: (v: number) => string) => (value > 0 ? `+${number(value)}` : number(value));

/** The spec's fields beyond number, time, source, change and balance: only those the movement has. */
const Extras = ({ row, texts }: { row: PointDetail; texts: Texts }) => {
  const { t } = useTranslation();
  const extras: [string, string][] = [];
  if (row.redeemType) extras.push([t('site:points.field.type'), t(`site:pointsMall.type.${row.redeemType}`, { defaultValue: row.redeemType })]);
  if (row.itemName) extras.push([t('site:points.field.item'), row.itemName]);
  if (row.quantity !== null) extras.push([t('site:points.field.quantity'), texts.number(row.quantity)]);
  if (row.pointsNeeded !== null) extras.push([t('site:points.field.pointsNeeded'), texts.number(row.pointsNeeded)]);
  if (row.amountNeeded !== null && row.amountNeeded > 0) extras.push([t('site:points.field.amountNeeded'), texts.money(row.amountNeeded)]);
  if (row.status) extras.push([t('site:points.field.status'), t(`site:pointsMall.status.${row.status}`, { defaultValue: row.status })]);
  if (row.parts.length > 1) {
    const parts = row.parts.map((part) => `${t(`site:points.source.${part.source}`)} ${signed(part.change, texts.number)}`);
    extras.push([t('site:points.field.parts'), parts.join(', ')]);
  }
  if (row.ratio) extras.push([t('site:points.field.ratio'), row.ratio]);
  if (row.remark) extras.push([t('site:points.field.remark'), row.remark]);
  if (extras.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {extras.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-fg-muted">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
};

const changeClass = (change: number) => (change > 0 ? 'text-success' : 'text-danger');

/** /pointMall/details: every points movement of a period, by source, a page at a time. */
export const PointsDetailsPage = () => {
  const { t, i18n } = useTranslation();
  const token = useSessionToken();
  const money = useMemberMoney(token);
  const { period, pageNo, setPageNo, incomplete, choosePeriod } = usePeriod('past30');
  const [source, setSource] = useState<PointEntrySource | ''>('');
  const details = useQuery(pointDetailsQuery(token, { period, source, pageNo }, !incomplete));
  const rows = details.data?.list ?? [];
  const texts: Texts = {
    money,
    number: (value) => value.toLocaleString(i18n.language),
    time: (iso) => formatRecordTime(iso, i18n.language),
  };
  const sourceOptions = [
    { value: '', label: t('site:points.allSources') },
    ...pointEntrySources.map((s) => ({ value: s, label: t(`site:points.source.${s}`) })),
  ];
  const columns = [
    { title: t('site:points.field.number') },
    { title: t('site:points.field.time') },
    { title: t('site:points.field.source') },
    { title: t('site:points.field.change'), end: true },
    { title: t('site:points.field.balance'), end: true },
    { title: t('site:points.field.more') },
  ];

  return (
    <div className="flex flex-col gap-4">
      <PageTitle>{t('site:points.details')}</PageTitle>
      <PointsNav current="details" />
      <RecordsFrame
        testId="points-details-page"
        error={details.error}
        loading={details.isPending && !incomplete}
        filters={
          <>
            <PeriodFilterFields value={period} onChange={choosePeriod} testId="points-details-period" />
            <Field label={t('site:points.field.source')} className="sm:w-48">
              <Select
                value={source}
                options={sourceOptions}
                onChange={(e) => {
                  setSource(e.target.value as PointEntrySource | '');
                  setPageNo(1);
                }}
                data-testid="points-details-source"
              />
            </Field>
          </>
        }
      >
        {!details.isPending && rows.length === 0 ? <EmptyRecords text={t('site:points.detailsEmpty')} testId="points-details-empty" /> : null}
        {rows.length > 0 ? (
          <RecordList
            rows={rows}
            caption={t('site:points.details')}
            columns={columns}
            busy={details.isFetching}
            testIds={{ table: 'points-details-table', cards: 'points-details-cards' }}
            row={(row) => (
              <TableRow key={row.transactionNo}>
                <TableCell className="tabular-nums">{row.transactionNo}</TableCell>
                <TableCell>{texts.time(row.time)}</TableCell>
                <TableCell>{t(`site:points.source.${row.source}`)}</TableCell>
                <TableCell className={`text-end tabular-nums ${changeClass(row.change)}`}>{signed(row.change, texts.number)}</TableCell>
                <TableCell className="text-end tabular-nums">{texts.number(row.balance)}</TableCell>
                <TableCell>
                  <Extras row={row} texts={texts} />
                </TableCell>
              </TableRow>
            )}
            card={(row) => (
              <li key={row.transactionNo} className="flex flex-col gap-2 rounded-md border border-border bg-surface p-3" data-testid="points-detail-card">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-medium">{t(`site:points.source.${row.source}`)}</span>
                  <span className={`text-lg font-semibold tabular-nums ${changeClass(row.change)}`}>{signed(row.change, texts.number)}</span>
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-fg-muted">{t('site:points.field.number')}</dt>
                  <dd className="tabular-nums">{row.transactionNo}</dd>
                  <dt className="text-fg-muted">{t('site:points.field.time')}</dt>
                  <dd>{texts.time(row.time)}</dd>
                  <dt className="text-fg-muted">{t('site:points.field.balance')}</dt>
                  <dd className="tabular-nums">{texts.number(row.balance)}</dd>
                </dl>
                <Extras row={row} texts={texts} />
              </li>
            )}
          />
        ) : null}
        <Pager pageNum={pageNo} totalPages={details.data?.totalPages ?? 1} onPage={setPageNo} testId="points-details-pager" />
      </RecordsFrame>
    </div>
  );
};

import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pointsMallRedemptionStatuses, type PointsMallRedemption, type PointsMallRedemptionStatus } from '@gp/contracts';
import { Field, Select } from '@gp/ui';
import { PageTitle } from '../../../shared/page-title';
import { QueryState } from '../../../shared/query-state';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { Pager } from '../../cashier/components/records/pager';
import { formatRecordTime } from '../../cashier/components/records/record-time';
import { useMemberMoney } from '../../cashier/components/records/use-member-money';
import { recordsQuery } from '../api/points-mall-api';
import { reasonText } from '../components/reason-text';
import { RedemptionStatus } from '../components/redemption-status';

const Record = ({ record, money }: { record: PointsMallRedemption; money: (minor: number) => string }) => {
  const { t, i18n } = useTranslation();
  const item = record.kind === 'convert' ? t('site:pointsMall.converted') : record.itemName;
  return (
    <li className="rounded-md border border-border bg-surface p-3" data-testid="redeem-record" data-number={record.number}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <span className="font-medium">
          {item}
          {record.quantity > 1 ? ` × ${record.quantity}` : ''}
        </span>
        <RedemptionStatus status={record.status} />
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-fg-muted">{t('site:pointsMall.number')}</dt>
        <dd className="tabular-nums">{record.number}</dd>
        <dt className="text-fg-muted">{t('site:pointsMall.time')}</dt>
        <dd>{formatRecordTime(record.createdAt, i18n.language)}</dd>
        <dt className="text-fg-muted">{t('site:pointsMall.typeLabel')}</dt>
        <dd>{t(`site:pointsMall.type.${record.redeemType}`)}</dd>
        <dt className="text-fg-muted">{t('site:pointsMall.pointsNeededLabel')}</dt>
        <dd className="tabular-nums">{record.pointsNeeded.toLocaleString(i18n.language)}</dd>
        {record.amountNeeded > 0 ? (
          <>
            <dt className="text-fg-muted">{t('site:pointsMall.amountLabel')}</dt>
            <dd className="tabular-nums">{money(record.amountNeeded)}</dd>
          </>
        ) : null}
        {record.status === 'rejected' && record.reason ? (
          <>
            <dt className="text-fg-muted">{t('site:pointsMall.reasonLabel')}</dt>
            <dd data-testid="redeem-record-reason">{reasonText(record.reason, t)}</dd>
          </>
        ) : null}
      </dl>
    </li>
  );
};

/** /pointMall/records: the member's redemptions and conversions with their statuses, newest first. */
export const RedeemRecordsPage = () => {
  const { t } = useTranslation();
  const token = useSessionToken();
  const money = useMemberMoney(token);
  const [status, setStatus] = useState<PointsMallRedemptionStatus | 'all'>('all');
  const [pageNo, setPageNo] = useState(1);
  const records = useQuery(recordsQuery(token, status, pageNo));
  const list = records.data?.list ?? [];
  const options = [
    { value: 'all', label: t('site:pointsMall.type.all') },
    ...pointsMallRedemptionStatuses.map((s) => ({ value: s, label: t(`site:pointsMall.status.${s}`) })),
  ];

  return (
    <div className="flex flex-col gap-4" data-testid="redeem-records-page">
      <Link to="/pointMall" className="text-sm underline">
        {t('site:pointsMall.back')}
      </Link>
      <PageTitle>{t('site:pointsMall.records')}</PageTitle>
      <div className="sm:max-w-xs">
        <Field label={t('site:pointsMall.statusLabel')}>
          <Select
            value={status}
            options={options}
            onChange={(event) => {
              setStatus(event.target.value as PointsMallRedemptionStatus | 'all');
              setPageNo(1);
            }}
            data-testid="redeem-records-status"
          />
        </Field>
      </div>
      {records.isPending || records.error || list.length === 0 ? (
        <QueryState
          isPending={records.isPending}
          error={records.error}
          isEmpty={list.length === 0}
          onRetry={() => void records.refetch()}
          emptyText={t('site:pointsMall.recordsEmpty')}
        />
      ) : (
        <ul className="flex flex-col gap-2" data-testid="redeem-records">
          {list.map((r) => (
            <Record key={r.id} record={r} money={money} />
          ))}
        </ul>
      )}
      <Pager pageNum={pageNo} totalPages={records.data?.totalPages ?? 1} onPage={setPageNo} testId="redeem-records-pager" />
    </div>
  );
};

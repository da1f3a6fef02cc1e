import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../shared/form/error-banner';
import { PageTitle } from '../../../shared/page-title';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { pointBalanceQuery } from '../api/points-api';
import { PointsNav } from '../components/points-nav';

const Figure = ({ label, value, testId, large }: { label: string; value: string; testId: string; large?: boolean }) => (
  <div className="rounded-lg border border-border bg-surface p-4">
    <dt className="text-sm text-fg-muted">{label}</dt>
    <dd className={large ? 'text-3xl font-bold tabular-nums' : 'text-xl font-semibold tabular-nums'} data-testid={testId}>
      {value}
    </dd>
  </div>
);

/** /pointMall/points: the member's points now, earned and spent in all, and the other points pages. */
export const CurrentPointsPage = () => {
  const { t, i18n } = useTranslation();
  const token = useSessionToken();
  const balance = useQuery(pointBalanceQuery(token));
  const show = (value: number | undefined) => (value === undefined ? '…' : value.toLocaleString(i18n.language));

  return (
    <div className="flex flex-col gap-4" data-testid="current-points-page">
      <PageTitle>{t('site:points.current')}</PageTitle>
      <ErrorBanner error={balance.error} />
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3" aria-busy={balance.isPending}>
        <Figure label={t('site:points.balance')} value={show(balance.data?.balance)} testId="points-balance" large />
        <Figure label={t('site:points.earned')} value={show(balance.data?.earned)} testId="points-earned" />
        <Figure label={t('site:points.spent')} value={show(balance.data?.spent)} testId="points-spent" />
      </dl>
      <p className="text-sm text-fg-muted">{t('site:points.neverExpire')}</p>
      <PointsNav current="points" />
    </div>
  );
};

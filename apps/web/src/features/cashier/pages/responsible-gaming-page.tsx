import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@gp/ui';
import { ErrorBanner } from '../../../shared/form/error-banner';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { DepositLimitsForm } from '../components/protection/deposit-limits-form';
import { ExclusionForm } from '../components/protection/exclusion-form';
import { protectionQuery } from '../api/protection-api';
import { RealityCheckForm } from '../components/protection/reality-check-form';
import { useDateFormat } from '../components/protection/use-protection-format';
import { WagerLimitsForm } from '../components/protection/wager-limits-form';

/**
 * Member centre `responsibleGaming`: deposit and wager limits with usage and waiting raises, a time-out,
 * self-exclusion and the reality-check interval. The server enforces all of it; this page only
 * asks and shows.
 */
export const ResponsibleGamingPage = () => {
  const { t } = useTranslation();
  const token = useSessionToken();
  const query = useQuery(protectionQuery(token));
  const formatDate = useDateFormat();
  if (query.isPending) return <div className="h-40 animate-pulse rounded-md bg-muted" aria-busy="true" />;
  if (query.isError) return <ErrorBanner error={query.error} />;
  const overview = query.data;
  return (
    <div className="flex flex-col gap-4" data-testid="responsible-gaming-page">
      <p className="text-sm text-fg-muted">{t('cashier:protection.intro')}</p>
      {/* The operator's own words on responsible gaming, a content page anyone may read. */}
      <Link
        to="/responsible-gaming"
        className="inline-flex min-h-11 items-center self-start text-sm text-primary underline-offset-4 hover:underline"
        data-testid="responsible-gaming-guide"
      >
        {t('site:pagesReadGuide')}
      </Link>
      {overview.exclusion ? (
        <Alert tone="warning" data-testid="exclusion-active">
          {t(`cashier:protection.active.${overview.exclusion.kind}`, { until: formatDate(overview.exclusion.endsAt) })}
        </Alert>
      ) : null}
      <DepositLimitsForm overview={overview} />
      <WagerLimitsForm overview={overview} />
      <RealityCheckForm overview={overview} />
      <ExclusionForm kind="timeOut" periods={overview.timeOutPeriods} />
      <ExclusionForm kind="selfExclusion" periods={overview.selfExclusionPeriods} />
    </div>
  );
};

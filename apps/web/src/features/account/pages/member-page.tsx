import { Suspense } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';
import { SecurityCentre } from '../components/security/security-centre';
import { cashierPages } from '../../cashier/pages/member-cashier-pages';
import { PageTitle } from '../../../shared/page-title';
import { SoonState } from '../../../shared/soon-state';

/** The player centre menu; the default page is securityCenter. */
export const memberPages = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'responsibleGaming',
] as const;

export const MemberPage = () => {
  const { t } = useTranslation();
  const current = useRouterState({ select: (s) => (s.location.search as { page?: string }).page ?? 'securityCenter' });
  return (
    <div data-testid="member-page" data-page={current}>
      <PageTitle>{t('site:memberCentre')}</PageTitle>
      <div className="flex flex-col gap-4 md:flex-row">
        <nav aria-label={t('site:memberCentre')} className="md:w-56 md:shrink-0">
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {memberPages.map((p) => (
              <li key={p}>
                <Link
                  to="/member"
                  search={{ page: p }}
                  aria-current={p === current ? 'page' : undefined}
                  className={cx('block rounded-md px-3 py-2 text-sm no-underline', p === current ? 'bg-primary text-primary-fg' : 'text-fg hover:bg-muted')}
                >
                  {t(`site:member_${p}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="min-w-0 flex-1">
          <h2 className="mb-3 text-lg font-semibold">{t(`site:member_${current}`, { defaultValue: current })}</h2>
          <MemberPageBody page={current} />
        </section>
      </div>
    </div>
  );
};

const MemberPageBody = ({ page }: { page: string }) => {
  if (page === 'securityCenter') return <SecurityCentre />;
  const Page = cashierPages[page];
  if (!Page) return <SoonState />;
  return (
    <Suspense fallback={<div className="h-40 animate-pulse rounded-md bg-muted" aria-busy="true" />}>
      <Page />
    </Suspense>
  );
};

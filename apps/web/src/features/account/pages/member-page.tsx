import { lazy, Suspense, useId, type ComponentType, type LazyExoticComponent } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';
import { SecurityCentre } from '../components/security/security-centre';
import { cashierPages } from '../../cashier/pages/member-cashier-pages';
import { RewardBadge } from '../../promotions/components/reward-badge';
import { MissionBadge } from '../../missions/components/mission-badge';
import { InboxBadge } from '../../inbox/components/inbox-badge';
import { PageTitle } from '../../../shared/page-title';
import { SoonState } from '../../../shared/soon-state';
import { useDismissableMenu } from '../../../shared/use-dismissable-menu';

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
  'vipBonus',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'wheel',
  'redEnvelope',
  'messageV2',
  'responsibleGaming',
] as const;

/** The member-centre pages other features own, loaded on first open like the cashier's. */
const memberCentrePages: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  ...cashierPages,
  vipBonus: lazy(() => import('../../vip/pages/vip-page').then((m) => ({ default: m.VipPage }))),
  rewardCenter: lazy(() => import('../../promotions/pages/reward-centre-page').then((m) => ({ default: m.RewardCentrePage }))),
  referral: lazy(() => import('../../referral/pages/referral-page').then((m) => ({ default: m.ReferralPage }))),
  wheel: lazy(() => import('../../wheel/pages/wheel-page').then((m) => ({ default: m.WheelPanel }))),
  redEnvelope: lazy(() => import('../../envelopes/pages/red-envelope-page').then((m) => ({ default: m.RedEnvelopePanel }))),
  missionLeaderboard: lazy(() => import('../../missions/pages/missions-page').then((m) => ({ default: m.MissionsPage }))),
  messageV2: lazy(() => import('../../inbox/pages/inbox-page').then((m) => ({ default: m.InboxPage }))),
};

const chevronPath = 'M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.06l3.71-3.83a.75.75 0 1 1 1.08 1.04l-4.25 4.39a.75.75 0 0 1-1.08 0L5.21 8.27a.75.75 0 0 1 .02-1.06Z';

/**
 * The member centre's pages: a side list from md; on a phone one button with the current page's
 * name that opens the list, so the first screen is the page itself rather than rows of tabs.
 */
const MemberMenu = ({ current }: { current: string }) => {
  const { t } = useTranslation();
  const { open, setOpen, buttonRef, rootProps } = useDismissableMenu();
  const listId = useId();
  const choose = () => {
    setOpen(false);
    // The list closes under the focused link: focus goes back to the button rather than to the page's top.
    buttonRef.current?.focus();
  };
  return (
    <nav aria-label={t('site:memberCentre')} className="md:w-56 md:shrink-0">
      <div {...rootProps} className="relative">
        <button
          ref={buttonRef}
          type="button"
          className="flex min-h-11 w-full items-center justify-between gap-2 rounded-md border border-border bg-surface px-3 text-start text-sm font-medium text-fg hover:bg-muted md:hidden"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((v) => !v)}
          data-testid="member-menu-button"
        >
          <span className="min-w-0 truncate">
            <span className="sr-only">{`${t('site:memberCentrePages')}: `}</span>
            {t(`site:member_${current}`, { defaultValue: current })}
          </span>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className={cx('size-5 shrink-0 text-fg-muted transition-transform', open && 'rotate-180')}
            fill="currentColor"
          >
            <path d={chevronPath} />
          </svg>
        </button>
        <ul
          id={listId}
          className={cx(
            'flex-col gap-1 md:static md:flex md:max-h-none md:overflow-visible md:border-0 md:bg-transparent md:p-0 md:shadow-none',
            open
              ? 'absolute inset-x-0 top-full z-20 mt-1 flex max-h-[60dvh] overflow-y-auto rounded-lg border border-border bg-surface p-1 shadow-xl'
              : 'hidden',
          )}
          data-testid="member-menu"
        >
          {memberPages.map((p) => (
            <li key={p}>
              <Link
                to="/member"
                search={{ page: p }}
                aria-current={p === current ? 'page' : undefined}
                onClick={choose}
                className={cx(
                  'flex min-h-11 items-center rounded-md px-3 text-sm no-underline',
                  p === current ? 'bg-primary text-primary-fg' : 'text-fg hover:bg-muted',
                )}
                data-testid={`member-menu-${p}`}
              >
                {t(`site:member_${p}`)}
                {p === 'rewardCenter' ? <RewardBadge /> : null}
                {p === 'missionLeaderboard' ? <MissionBadge /> : null}
                {p === 'messageV2' ? <InboxBadge testId="member-menu-messageV2-badge" /> : null}
              </Link>
            </li>
          ))}
          <li>
            {/* The points mall is a page of its own (/pointMall and its sub-pages), reached from here too. */}
            <Link
              to="/pointMall"
              onClick={choose}
              className="flex min-h-11 items-center rounded-md px-3 text-sm text-fg no-underline hover:bg-muted"
              data-testid="member-menu-pointMall"
            >
              {t('site:pagePointMall')}
            </Link>
          </li>
          <li>
            {/* The credit report, the member's statement by day, is a page of its own (/creditReport). */}
            <Link
              to="/creditReport"
              onClick={choose}
              className="flex min-h-11 items-center rounded-md px-3 text-sm text-fg no-underline hover:bg-muted"
              data-testid="member-menu-creditReport"
            >
              {t('site:creditReport.title')}
            </Link>
          </li>
          <li>
            {/* The affiliate application: become an agent (or, for an agent, the way to the agent centre). */}
            <Link
              to="/affiliate"
              onClick={choose}
              className="flex min-h-11 items-center rounded-md px-3 text-sm text-fg no-underline hover:bg-muted"
              data-testid="member-menu-affiliate"
            >
              {t('site:affiliateTitle')}
            </Link>
          </li>
        </ul>
      </div>
    </nav>
  );
};

export const MemberPage = () => {
  const { t } = useTranslation();
  const current = useRouterState({ select: (s) => (s.location.search as { page?: string }).page ?? 'securityCenter' });
  return (
    <div data-testid="member-page" data-page={current}>
      <PageTitle>{t('site:memberCentre')}</PageTitle>
      <div className="flex flex-col gap-4 md:flex-row">
        <MemberMenu current={current} />
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
  const Page = memberCentrePages[page];
  if (!Page) return <SoonState />;
  return (
    <Suspense fallback={<div className="h-40 animate-pulse rounded-md bg-muted" aria-busy="true" />}>
      <Page />
    </Suspense>
  );
};

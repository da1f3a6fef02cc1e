import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@gp/ui';
import { isGamePage } from '../../../../app/router/route-rules';
import { BalanceDisplay } from './balance-display';
import { NoticesBell } from '../../../cashier/components/notices/notices-bell';
import { UserMenu } from './user-menu';
import { useSession } from './use-session';

/** The signed-in part of the header: trial badge, balance, deposit, withdraw, account menu. */
export const HeaderUserArea = () => {
  const { t } = useTranslation();
  const session = useSession();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  if (!session.token) return null;
  const member = session.member;
  const name = member ? member.nickname || member.account : '';
  // Balance is hidden on game pages, like the side menu.
  const showBalance = !isGamePage(pathname);
  return (
    <div className="flex min-w-0 items-center gap-1" data-testid="header-user-area">
      {session.isTrial ? (
        <span className="rounded-full border border-warning/50 bg-warning/10 px-2 py-0.5 text-xs font-semibold" data-testid="trial-badge">
          {t('site:header.trial')}
        </span>
      ) : null}
      {showBalance ? <BalanceDisplay token={session.token} testId="header-balance" className="hidden sm:flex" /> : null}
      {session.isTrial ? null : (
        <div className="hidden items-center gap-1 lg:flex">
          <Link to="/member" search={{ page: 'depositv2' }} className={buttonClass('primary', 'sm')} data-testid="header-deposit">
            {t('site:header.deposit')}
          </Link>
          <Link to="/member" search={{ page: 'withdraw' }} className={buttonClass('secondary', 'sm')} data-testid="header-withdraw">
            {t('site:header.withdraw')}
          </Link>
        </div>
      )}
      {session.isTrial ? null : <NoticesBell token={session.token} />}
      <UserMenu token={session.token} name={name} isAgent={session.isAgent} previousLoginAt={session.flags.previousLoginAt} showBalance={showBalance} />
    </div>
  );
};

import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';
import { formatLoginTime } from './format-login-time';
import { LogoutDialog } from './logout-dialog';
import { MemberAvatar } from './member-avatar';
import { BalanceDisplay } from './balance-display';
import { useDismissableMenu } from '../../../../shared/use-dismissable-menu';
import { RewardBadge } from '../../../promotions/components/reward-badge';
import { InboxBadge, InboxDot } from '../../../inbox/components/inbox-badge';

/** The account menu: betting record, account record, profit and loss, reward centre, messages, my account. */
const menuPages = ['personalHistoryCopy', 'transactionHistory', 'personalProfit', 'rewardCenter', 'messageV2', 'securityCenter'] as const;

const itemClass = 'flex min-h-11 w-full items-center rounded-md px-3 text-start text-sm text-fg no-underline hover:bg-muted';

export type UserMenuProps = {
  token: string;
  name: string;
  isAgent: boolean;
  previousLoginAt: string | null;
  /** The balance also sits in the menu on small screens (the header keeps it from sm up). */
  showBalance: boolean;
};

/** The account dropdown: a disclosure button and a list; Escape or a click elsewhere closes it. */
export const UserMenu = ({ token, name, isAgent, previousLoginAt, showBalance }: UserMenuProps) => {
  const { t, i18n } = useTranslation();
  const { open, setOpen, buttonRef: button, rootProps } = useDismissableMenu();
  const [confirming, setConfirming] = useState(false);
  const panelId = useId();

  const close = () => setOpen(false);
  return (
    <div {...rootProps} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('site:header.accountMenu', { name })}
        onClick={() => setOpen((v) => !v)}
        className="relative inline-flex min-h-11 items-center gap-2 rounded-md px-1.5 hover:bg-muted"
        data-testid="user-menu-button"
      >
        <MemberAvatar token={token} fallback={name} />
        <InboxDot />
        <span dir="auto" className="hidden max-w-32 truncate text-sm font-medium md:inline" data-testid="header-user-name">
          {name}
        </span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className={cx('size-4 text-fg-muted transition-transform', open && 'rotate-180')} fill="currentColor">
          <path d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.06l3.71-3.83a.75.75 0 1 1 1.08 1.04l-4.25 4.39a.75.75 0 0 1-1.08 0L5.21 8.27a.75.75 0 0 1 .02-1.06Z" />
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute end-0 top-full z-40 mt-1 w-64 max-w-[calc(100vw-1.5rem)] rounded-lg border border-border bg-surface p-2 shadow-xl"
        data-testid="user-menu"
      >
        <div className="border-b border-border px-3 pb-2">
          <p dir="auto" className="truncate text-sm font-semibold" data-testid="user-menu-name">
            {name}
          </p>
          {previousLoginAt ? (
            <p className="text-xs text-fg-muted" data-testid="user-menu-previous-login">
              {t('site:session.previousLogin', { time: formatLoginTime(previousLoginAt, i18n.language) })}
            </p>
          ) : null}
        </div>
        {showBalance ? <BalanceDisplay token={token} testId="menu-balance" className="border-b border-border px-3 py-1 sm:hidden" /> : null}
        <ul className="flex flex-col py-1">
          <li className="sm:hidden">
            <Link to="/member" search={{ page: 'depositv2' }} className={itemClass} onClick={close}>
              {t('site:header.deposit')}
            </Link>
          </li>
          <li className="sm:hidden">
            <Link to="/member" search={{ page: 'withdraw' }} className={itemClass} onClick={close}>
              {t('site:header.withdraw')}
            </Link>
          </li>
          {menuPages.map((page) => (
            <li key={page}>
              <Link to="/member" search={{ page }} className={itemClass} onClick={close} data-testid={`user-menu-${page}`}>
                {t(page === 'securityCenter' ? 'site:header.myAccount' : `site:member_${page}`)}
                {page === 'rewardCenter' ? <RewardBadge /> : null}
                {page === 'messageV2' ? <InboxBadge testId="user-menu-messageV2-badge" /> : null}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/pointMall" className={itemClass} onClick={close} data-testid="user-menu-pointMall">
              {t('site:pagePointMall')}
            </Link>
          </li>
          {isAgent ? (
            <li>
              <Link to="/agentHome" className={itemClass} onClick={close}>
                {t('site:agentCentre')}
              </Link>
            </li>
          ) : null}
          <li className="mt-1 border-t border-border pt-1">
            <button
              type="button"
              className={cx(itemClass, 'text-danger')}
              onClick={() => {
                close();
                setConfirming(true);
              }}
              data-testid="user-menu-logout"
            >
              {t('site:session.logout')}
            </button>
          </li>
        </ul>
      </div>
      <LogoutDialog open={confirming} onClose={() => setConfirming(false)} />
    </div>
  );
};

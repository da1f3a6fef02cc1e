import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';
import { useSession } from '../../features/account/components/session/use-session';
import { openRealAccountDialog } from '../../features/account/components/session/real-account-gate';
import { formatBalance, hiddenBalance } from '../../features/account/components/session/format-balance';
import { balanceQuery } from '../../features/account/queries/member-queries';
import { phoneNavCurrent, phoneNavIds, phoneNavTarget, type PhoneNavId, type Viewer } from './phone-nav';
import { PhoneNavIcon } from './phone-nav-icons';
import { useBalanceHidden } from './use-balance-hidden';

const labelKeys: Record<PhoneNavId, string> = {
  home: 'site:phoneNav.home',
  games: 'site:phoneNav.games',
  deposit: 'site:header.deposit',
  promotions: 'site:phoneNav.promotions',
  account: 'site:phoneNav.account',
};

const itemClass =
  'flex min-h-14 w-full min-w-0 flex-col items-center justify-center gap-0.5 rounded-md px-1 py-1 text-[0.6875rem] leading-tight font-medium no-underline focus-visible:outline-offset-[-2px]';

/** Below sm, the main wallet's amount (stars when the member hid it); from sm, where the header has it, the entry's name. */
const BalanceLabel = ({ token }: { token: string }) => {
  const { t, i18n } = useTranslation();
  const balance = useQuery(balanceQuery(token));
  const hidden = useBalanceHidden();
  const text = balance.data
    ? formatBalance(balance.data.balance, balance.data.currency, balance.data.currencySymbol, i18n.language)
    : balance.isError
      ? '—'
      : '…';
  // From sm the header shows the balance itself: the entry goes back to its plain label.
  return (
    <>
      <span className="max-w-full sm:hidden">
        <span className="sr-only">{`${t('site:phoneNav.account')}, ${t('site:header.balance')} `}</span>
        {/* Isolated: an amount with its currency keeps its order inside an RTL page. */}
        <span className="whitespace-nowrap font-semibold tabular-nums" data-testid="phone-nav-balance">
          <bdi>{hidden ? hiddenBalance : text}</bdi>
        </span>
      </span>
      <span className="hidden max-w-full truncate sm:block">{t('site:phoneNav.account')}</span>
    </>
  );
};

const Entry = ({ id, viewer, token, current }: { id: PhoneNavId; viewer: Viewer; token: string | null; current: 'page' | 'true' | undefined }) => {
  const { t } = useTranslation();
  const target = phoneNavTarget(id, viewer);
  const deposit = id === 'deposit';
  // On a phone the real member's account entry carries the balance, so balance and deposit sit side by side.
  const label: ReactNode =
    id === 'account' && viewer === 'member' && token ? <BalanceLabel token={token} /> : <span className="max-w-full truncate">{t(labelKeys[id])}</span>;
  const body = (
    <>
      {deposit ? (
        // Negative margins: the larger circle takes an icon's height, so every label sits on one line.
        <span className="-my-1.5 inline-flex size-9 items-center justify-center rounded-full bg-primary text-primary-fg shadow-md">
          <PhoneNavIcon id={id} className="size-5" />
        </span>
      ) : (
        <PhoneNavIcon id={id} className="size-6" />
      )}
      {label}
    </>
  );
  const className = cx(itemClass, current ? 'text-primary' : deposit ? 'text-fg' : 'text-fg-muted hover:text-fg', deposit && 'font-semibold');
  const testId = `phone-nav-${id}`;
  if (target.kind === 'realAccount') {
    return (
      <button type="button" className={className} onClick={openRealAccountDialog} data-testid={testId}>
        {body}
      </button>
    );
  }
  // Exact matching: the links mark themselves only on their own page, the section is marked by `current`.
  const active = { exact: true, includeSearch: true } as const;
  if (target.kind === 'member') {
    return (
      <Link to="/member" search={{ page: target.page }} activeOptions={active} aria-current={current} className={className} data-testid={testId}>
        {body}
      </Link>
    );
  }
  return (
    <Link to={target.to} activeOptions={active} aria-current={current} className={className} data-testid={testId}>
      {body}
    </Link>
  );
};

/**
 * The phone's bottom bar (below lg, where the top navigation gives way to the menu button): home,
 * games, deposit in the middle, promotions and the account, which shows a real member's balance.
 * Fixed to the bottom above the home indicator; the layout keeps its height free under the page.
 */
export const PhoneNavBar = () => {
  const { t } = useTranslation();
  const session = useSession();
  const location = useRouterState({ select: (s) => ({ pathname: s.location.pathname, page: (s.location.search as { page?: string }).page }) });
  const viewer: Viewer = !session.token ? 'visitor' : session.isTrial ? 'trial' : 'member';
  const current = phoneNavCurrent(location.pathname, location.page);
  return (
    <nav
      aria-label={t('site:mainNavigation')}
      className="fixed inset-x-0 bottom-0 z-20 border-t border-border bg-surface pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgb(0_0_0/0.08)] lg:hidden"
      data-testid="phone-nav"
    >
      <ul className="mx-auto flex max-w-xl items-stretch px-1">
        {phoneNavIds.map((id) => (
          // The balance never truncates: the other entries give it room.
          <li key={id} className={cx('flex flex-1 basis-0', id === 'account' && viewer === 'member' ? 'min-w-fit' : 'min-w-0')}>
            <Entry id={id} viewer={viewer} token={session.token} current={current?.id === id ? (current.exact ? 'page' : 'true') : undefined} />
          </li>
        ))}
      </ul>
    </nav>
  );
};

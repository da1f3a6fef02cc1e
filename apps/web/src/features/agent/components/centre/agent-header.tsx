import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentProfile } from '@gp/contracts';
import { Button } from '@gp/ui';
import { signOut } from '../../../account/components/session/session-actions';
import { HeaderControls } from '../../../../app/layout/header-controls';
import { BrandMark } from '../../../../app/layout/brand-logo';
import { AgentClock } from './agent-clock';

const MenuIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

const SignOutIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />
  </svg>
);

export type AgentHeaderProps = {
  profile: AgentProfile | undefined;
  /** Milliseconds the server clock is ahead of this browser (from the profile's serverTime). */
  skewMs: number;
  menuOpen: boolean;
  onToggleMenu: () => void;
  menuId: string;
};

/**
 * Name (nickname, else account), the business-time clock, language and theme, sign-out: one row at
 * every width. Phones (under 640 px) leave the clock to the menu drawer and show sign-out as an icon,
 * so the row fits 360 px with the name truncated rather than wrapped.
 */
export const AgentHeader = ({ profile, skewMs, menuOpen, onToggleMenu, menuId }: AgentHeaderProps) => {
  const { t } = useTranslation('agent');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const leave = async () => {
    setBusy(true);
    try {
      await signOut(queryClient);
    } finally {
      setBusy(false);
      void navigate({ to: '/agent', replace: true });
    }
  };
  return (
    <header
      className="sticky top-0 z-30 flex flex-nowrap items-center gap-2 border-b border-border bg-surface px-2 py-2 sm:gap-4 sm:px-4"
      data-testid="agent-header"
    >
      <Button
        variant="ghost"
        size="icon"
        className="shrink-0 lg:hidden"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        aria-label={menuOpen ? t('frame.closeMenu') : t('frame.openMenu')}
        onClick={onToggleMenu}
        data-testid="agent-menu-toggle"
      >
        <MenuIcon />
      </Button>
      {/* The site's mark only: the name beside it is the agent's, which truncates instead. */}
      <BrandMark className="size-8" />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-xs text-fg-muted">{t('frame.title')}</span>
        <span className="truncate font-semibold" data-testid="agent-name">
          {profile ? (profile.nickname ?? profile.account) : '\u00a0'}
        </span>
      </div>
      {profile ? (
        <span className="hidden shrink-0 sm:inline">
          <AgentClock timeZone={profile.businessTimeZone} offsetMinutes={profile.offsetMinutes} serverSkewMs={skewMs} />
        </span>
      ) : null}
      {/* The language list names each language in full; on phones its box is narrowed so the row fits. */}
      <div className="shrink-0 [&_select]:w-24 sm:[&_select]:w-auto">
        <HeaderControls />
      </div>
      {/* Display is set on wrappers: a Button's own inline-flex would override a hidden class on it. */}
      <span className="hidden shrink-0 sm:inline-flex">
        <Button variant="secondary" size="sm" onClick={() => void leave()} loading={busy} data-testid="agent-sign-out">
          {t('frame.signOut')}
        </Button>
      </span>
      <span className="inline-flex shrink-0 sm:hidden">
        <Button variant="ghost" size="icon" onClick={() => void leave()} loading={busy} aria-label={t('frame.signOut')} data-testid="agent-sign-out-icon">
          <SignOutIcon />
        </Button>
      </span>
    </header>
  );
};

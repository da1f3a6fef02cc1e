import { useSyncExternalStore } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useStartLink } from '../../account/components/session/start-link';

/**
 * Which popup may show: one at a time. Every popup of the site is a native modal <dialog>
 * (Dialog and Popup of @gp/ui), so "a popup is open" is "a dialog[open] is in the page", whoever
 * opened it: login, registration, forgot password, the forced password change, the reality check,
 * the real-account dialog, the link prompt, download and licence popups. The announcements popup is
 * the one that can wait, so it asks here before showing and steps aside while another is open.
 */

/** Routes whose own popup opens over the home page (a registration or invitation link among them). */
export const popupRoutes: ReadonlySet<string> = new Set(['/login', '/register', '/forgotPassword', '/resetPassword', '/socialCallback']);

const otherDialogOpen = (ownTestId: string): boolean =>
  Array.from(document.querySelectorAll('dialog[open]')).some((dialog) => dialog.getAttribute('data-testid') !== ownTestId);

const subscribe = (onChange: () => void) => {
  // showModal() and close() set and remove `open`; popups also mount and unmount whole.
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  return () => observer.disconnect();
};

/** True while a dialog other than the one with `ownTestId` is open. */
export const useOtherPopupOpen = (ownTestId: string): boolean =>
  useSyncExternalStore(
    subscribe,
    () => otherDialogOpen(ownTestId),
    () => false,
  );

/**
 * Whether a popup that can wait (the announcements) may show now: not on a route that opens its
 * own popup (a /register?referralCode= link opens registration, and only that), not while a
 * sign-in link asks or reports, not while any other popup is open.
 */
export const useMayShowWaitingPopup = (ownTestId: string): boolean => {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const startLink = useStartLink();
  const otherOpen = useOtherPopupOpen(ownTestId);
  return !popupRoutes.has(pathname) && startLink.asking === null && startLink.failure === null && !otherOpen;
};

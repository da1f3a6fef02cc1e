import { createElement, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { announcementsQuery } from '../queries/content-queries';
import { useLanguage } from '../../../shared/i18n/use-language';
import { rememberPopupClosed, shouldShowPopup, wasPopupClosed } from './announcement-dismissal';
import { useLoggedIn } from '../../account/components/session/use-session-token';
import { useLazyComponent } from '../../../shared/use-lazy-component';
import { useMayShowWaitingPopup } from '../../system/components/popup-turn';

const loadPopup = () => import('./announcement-popup').then((m) => m.AnnouncementPopup);

const session = () => sessionStorage;

/**
 * Fetches announcements for the caller's audience (B visitors, A signed-in players) on load and
 * whenever the sign-in state changes, and loads the popup only when one should show this session and
 * no other popup is open.
 */
export const AnnouncementGate = () => {
  const { code } = useLanguage();
  const loggedIn = useLoggedIn();
  const audience = loggedIn ? 'A' : 'B';
  // Closing is remembered in sessionStorage per audience; this state re-renders after storing it.
  const [closedNow, setClosedNow] = useState<Record<string, boolean>>({});
  const first = useQuery(announcementsQuery(code, audience, 1)).data;
  const closed = closedNow[audience] === true || wasPopupClosed(session, loggedIn);
  // One popup at a time: this one waits while another is open or a link opens its own.
  const myTurn = useMayShowWaitingPopup('announcement-popup');
  const show = myTurn && first !== undefined && shouldShowPopup(first.total, closed);
  const AnnouncementPopup = useLazyComponent(loadPopup, show);
  if (!show || !AnnouncementPopup) return null;

  const close = () => {
    rememberPopupClosed(session, loggedIn);
    setClosedNow((value) => ({ ...value, [audience]: true }));
  };
  return createElement(AnnouncementPopup, { audience, onClose: close });
};

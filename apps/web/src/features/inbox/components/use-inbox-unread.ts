import { useQuery } from '@tanstack/react-query';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { inboxUnreadQuery } from '../api/inbox-api';

/** The unread count of the signed-in member's inbox (notices and messages), polled; 0 signed out. */
export const useInboxUnread = (): number => {
  const unread = useQuery(inboxUnreadQuery(useSessionToken()));
  return unread.data?.unreadCount ?? 0;
};

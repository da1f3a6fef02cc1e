import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { MemberNotice } from '@gp/contracts';
import { invalidateMoney } from '../../queries/money-events';
import { noticesQuery } from '../../api/notices-api';

const newestId = (list: readonly MemberNotice[]): bigint => list.reduce((max, n) => (BigInt(n.id) > max ? BigInt(n.id) : max), 0n);

/**
 * Polls the member's notices (every 20 s while the tab is visible). Notices that arrive after the
 * first answer are handed to `onArrive` (the header shows them), and every money query is refreshed:
 * a deposit credited elsewhere shows in the balance without a reload.
 */
export const useNoticePoll = (token: string | null, onArrive: (notices: MemberNotice[]) => void) => {
  const queryClient = useQueryClient();
  const notices = useQuery(noticesQuery(token));
  const seen = useRef<bigint | null>(null);

  useEffect(() => {
    seen.current = null;
  }, [token]);

  useEffect(() => {
    if (!notices.data) return;
    const newest = newestId(notices.data.list);
    // The first answer sets the baseline: what was there before this visit stays in the list only.
    if (seen.current === null) {
      seen.current = newest;
      return;
    }
    const since = seen.current;
    if (newest <= since) return;
    seen.current = newest;
    const fresh = notices.data.list.filter((n) => BigInt(n.id) > since);
    onArrive(fresh);
    void invalidateMoney(queryClient);
  }, [notices.data, queryClient, onArrive]);

  return notices;
};

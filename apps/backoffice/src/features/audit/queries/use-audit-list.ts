import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchAuditPage, type AuditFilters } from '../api/audit-api';
import { auditKeys } from './keys';

/** Newest first, paged backwards with beforeId; each filter combination is its own list. */
export const useAuditList = (filters: AuditFilters, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: auditKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchAuditPage(filters, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBeforeId ?? undefined,
    refetchOnWindowFocus: false,
    enabled,
  });

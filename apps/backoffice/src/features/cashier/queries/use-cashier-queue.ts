import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canUseCashier } from '../../../app/session/permissions';
import { useStaffRoles } from '../../../app/session/use-staff-roles';
import { errorMessage } from '../../../shared/http/error-message';
import type { Feedback } from '../../../shared/ui/feedback';
import type { PagedRows } from '../../../shared/ui/paged-table';
import type { QueueKeys } from './keys';

export type CashierQueueOptions<F, T> = {
  /** The queue's keys from `cashierKeys`; `refresh` invalidates every page and filter of it. */
  keys: QueueKeys<F>;
  initialFilters: F;
  fetchPage: (filters: F, pageNo: number, signal: AbortSignal) => Promise<PagedRows<T>>;
};

/**
 * State of a cashier queue screen: whether the staff member may use it, the filters and page (a
 * new filter goes back to page one), the page query, and the last action's feedback.
 */
export const useCashierQueue = <F, T>({ keys, initialFilters, fetchPage }: CashierQueueOptions<F, T>) => {
  const { t } = useTranslation();
  const allowed = canUseCashier(useStaffRoles());
  const client = useQueryClient();
  const [filters, setFilters] = useState<F>(initialFilters);
  const [pageNo, setPageNo] = useState(1);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const list = useQuery({
    queryKey: keys.page(filters, pageNo),
    queryFn: ({ signal }) => fetchPage(filters, pageNo, signal),
    placeholderData: keepPreviousData,
    enabled: allowed,
  });
  return {
    allowed,
    list,
    filters,
    filterBy: (update: (current: F) => F) => {
      setFilters(update);
      setPageNo(1);
    },
    setPageNo,
    feedback,
    succeeded: (message: string) => setFeedback({ tone: 'success', message }),
    failed: (error: unknown) => setFeedback({ tone: 'danger', message: errorMessage(error, t('error.unexpected')) }),
    refused: (message: string) => setFeedback({ tone: 'danger', message }),
    refresh: () => client.invalidateQueries({ queryKey: keys.all }),
    invalidate: (queryKey: QueryKey) => client.invalidateQueries({ queryKey }),
  };
};

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/api-client';
import { periodParams, type PeriodFilter } from '../../cashier/api/records-api';
import { creditReportKeys } from '../queries/keys';

export const creditReportQuery = (token: string | null, period: PeriodFilter) =>
  queryOptions({
    queryKey: creditReportKeys.report(token, period),
    queryFn: ({ signal }) => api.get('/wps/member/creditReport', { params: { query: periodParams(period) }, signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

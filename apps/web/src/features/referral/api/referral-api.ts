import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/api-client';
import { referralKeys } from '../queries/keys';

export const referralOverviewQuery = (token: string | null) =>
  queryOptions({
    queryKey: referralKeys.overview(token),
    queryFn: ({ signal }) => api.get('/wps/referral', { signal }),
    enabled: token !== null,
  });

export const referralLinksQuery = (token: string | null) =>
  queryOptions({
    queryKey: referralKeys.links(token),
    queryFn: ({ signal }) => api.get('/wps/referral/links', { signal }),
    enabled: token !== null,
  });

export const createReferralLink = (label: string) => api.post('/wps/referral/links', { body: { label } });

export const renameReferralLink = (id: number, label: string) => api.put('/wps/referral/links/{id}', { params: { path: { id } }, body: { label } });

import { queryOptions } from '@tanstack/react-query';
import type { AffiliateApplyRequest } from '@gp/contracts';
import { api } from '../../../api/api-client';
import { affiliateKeys } from '../queries/keys';

/** Whether the member is an agent, and their latest application. */
export const affiliateStateQuery = (token: string | null) =>
  queryOptions({
    queryKey: affiliateKeys.state(token),
    queryFn: ({ signal }) => api.get('/wps/affiliate/application', { signal }),
    enabled: token !== null,
  });

export const applyForAgent = (body: AffiliateApplyRequest) => api.post('/wps/affiliate/application', { body });

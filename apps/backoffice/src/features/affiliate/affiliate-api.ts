import { boAffiliateApplication, boAffiliatePage, type AffiliateApplicationStatus } from '@gp/contracts';
import { typedApi } from '../../shared/http/typed-api';

export type AffiliateFilter = { pageNo: number; status: AffiliateApplicationStatus | ''; member: string };

export const affiliateKeys = {
  all: ['affiliate'] as const,
  list: (filter: AffiliateFilter) => ['affiliate', 'list', filter] as const,
};

export const fetchApplications = (filter: AffiliateFilter, signal?: AbortSignal) =>
  typedApi.get('/bo/affiliate/applications', {
    signal,
    params: {
      query: {
        pageNo: filter.pageNo,
        pageSize: 20,
        ...(filter.status ? { status: filter.status } : {}),
        ...(filter.member.trim() ? { member: filter.member.trim() } : {}),
      },
    },
    parse: (v) => boAffiliatePage.parse(v),
  });

/** Without an upline account the new agent goes under the operator's top agent. */
export const approveApplication = (id: number, uplineAccount: string) =>
  typedApi.post('/bo/affiliate/applications/{id}/approve', {
    params: { path: { id } },
    body: uplineAccount.trim() ? { uplineAccount: uplineAccount.trim() } : {},
    parse: (v) => boAffiliateApplication.parse(v),
  });

export const rejectApplication = (id: number, reason: string) =>
  typedApi.post('/bo/affiliate/applications/{id}/reject', { params: { path: { id } }, body: { reason }, parse: (v) => boAffiliateApplication.parse(v) });

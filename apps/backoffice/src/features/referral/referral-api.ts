import { boReferralReport, boReferralRunResult, boReferralSettings, type BoReferralSettingsInput } from '@gp/contracts';
import { typedApi } from '../../shared/http/typed-api';

export type ReportFilter = { pageNo: number; referrer: string; referee: string; from: string; to: string };

export const referralKeys = {
  all: ['referral'] as const,
  settings: ['referral', 'settings'] as const,
  report: (filter: ReportFilter) => ['referral', 'report', filter] as const,
};

export const fetchReferralSettings = (signal?: AbortSignal) => typedApi.get('/bo/referral/settings', { signal, parse: (v) => boReferralSettings.parse(v) });

export const saveReferralSettings = (body: BoReferralSettingsInput) =>
  typedApi.put('/bo/referral/settings', { body, parse: (v) => boReferralSettings.parse(v) });

export const runReferralRewards = () => typedApi.post('/bo/referral/run', { parse: (v) => boReferralRunResult.parse(v) });

export const fetchReferralReport = (filter: ReportFilter, signal?: AbortSignal) =>
  typedApi.get('/bo/referral/report', {
    signal,
    params: {
      query: {
        pageNo: filter.pageNo,
        pageSize: 20,
        ...(filter.referrer.trim() ? { referrerAccount: filter.referrer.trim() } : {}),
        ...(filter.referee.trim() ? { refereeAccount: filter.referee.trim() } : {}),
        ...(filter.from ? { from: filter.from } : {}),
        ...(filter.to ? { to: filter.to } : {}),
      },
    },
    parse: (v) => boReferralReport.parse(v),
  });

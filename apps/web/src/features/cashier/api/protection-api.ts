import { queryOptions } from '@tanstack/react-query';
import {
  exclusionResponse,
  protectionOverview,
  realityCheckSetting,
  realityCheckStatus,
  type DepositLimitsRequest,
  type SelfExclusionPeriodName,
  type TimeOutPeriodName,
  type WagerLimitsRequest,
} from '@gp/contracts';
import { api } from '../../../api/api-client';
import { cashierKeys } from '../queries/keys';

export const protectionQuery = (token: string | null) =>
  queryOptions({
    queryKey: cashierKeys.protectionOverview(token),
    queryFn: ({ signal }) => api.get('/wps/member/protection', { signal, parse: (v) => protectionOverview.parse(v) }),
    enabled: token !== null,
  });

export const realityCheckQuery = (token: string | null) =>
  queryOptions({
    queryKey: cashierKeys.realityCheck(token),
    queryFn: ({ signal }) => api.get('/wps/member/protection/realityCheck', { signal, parse: (v) => realityCheckStatus.parse(v) }),
    enabled: token !== null,
  });

export const saveDepositLimits = (body: DepositLimitsRequest) =>
  api.put('/wps/member/protection/depositLimits', { body, parse: (v) => protectionOverview.parse(v) });

export const saveWagerLimits = (body: WagerLimitsRequest) => api.put('/wps/member/protection/wagerLimits', { body, parse: (v) => protectionOverview.parse(v) });

export const saveRealityCheck = (minutes: number | null) =>
  api.put('/wps/member/protection/realityCheck', { body: { minutes }, parse: (v) => realityCheckSetting.parse(v) });

const parseExclusion = (v: unknown) => exclusionResponse.parse(v);

/** Self-exclusion or time-out (E): the login password confirms it; the server ends every session. */
export const takeExclusion = (
  input: { kind: 'selfExclusion'; period: SelfExclusionPeriodName; password: string } | { kind: 'timeOut'; period: TimeOutPeriodName; password: string },
) =>
  input.kind === 'selfExclusion'
    ? api.post('/wps/member/protection/selfExclusion', { body: { period: input.period, password: input.password }, sealed: true, parse: parseExclusion })
    : api.post('/wps/member/protection/timeOut', { body: { period: input.period, password: input.password }, sealed: true, parse: parseExclusion });

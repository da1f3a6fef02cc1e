import { queryOptions } from '@tanstack/react-query';
import {
  exclusionResponse,
  protectionOverview,
  realityCheckSetting,
  realityCheckStatus,
  type DepositLimitsRequest,
  type ProtectionOverview,
  type RealityCheckStatus,
  type SelfExclusionPeriodName,
  type TimeOutPeriodName,
  type WagerLimitsRequest,
} from '@gp/contracts';
import { api } from '../../../api/api-client';
import { sealedBody } from '../../../api/sealed-body';
import { cashierKeys } from '../queries/keys';

export const protectionQuery = (token: string | null) =>
  queryOptions({
    queryKey: cashierKeys.protectionOverview(token),
    queryFn: ({ signal }) => api.get<ProtectionOverview>('/wps/member/protection', { signal, parse: (v) => protectionOverview.parse(v) }),
    enabled: token !== null,
  });

export const realityCheckQuery = (token: string | null) =>
  queryOptions({
    queryKey: cashierKeys.realityCheck(token),
    queryFn: ({ signal }) => api.get<RealityCheckStatus>('/wps/member/protection/realityCheck', { signal, parse: (v) => realityCheckStatus.parse(v) }),
    enabled: token !== null,
  });

export const saveDepositLimits = (body: DepositLimitsRequest) =>
  api.put<ProtectionOverview>('/wps/member/protection/depositLimits', body, { parse: (v) => protectionOverview.parse(v) });

export const saveWagerLimits = (body: WagerLimitsRequest) =>
  api.put<ProtectionOverview>('/wps/member/protection/wagerLimits', body, { parse: (v) => protectionOverview.parse(v) });

export const saveRealityCheck = (minutes: number | null) =>
  api.put('/wps/member/protection/realityCheck', { minutes }, { parse: (v) => realityCheckSetting.parse(v) });

/** Self-exclusion or time-out (E): the login password confirms it; the server ends every session. */
export const takeExclusion = async (
  input: { kind: 'selfExclusion'; period: SelfExclusionPeriodName; password: string } | { kind: 'timeOut'; period: TimeOutPeriodName; password: string },
) =>
  api.post(`/wps/member/protection/${input.kind}`, await sealedBody({ period: input.period, password: input.password }), {
    parse: (v) => exclusionResponse.parse(v),
  });

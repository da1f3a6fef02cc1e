import { queryOptions } from '@tanstack/react-query';
import type { VipBonusList, VipInfo } from '@gp/contracts';
import { api } from '../../../api/api-client';
import { vipKeys } from '../queries/keys';

/** The member's level, figures and the ladder in the member's language; only a real member's token asks. */
export const vipInfoQuery = (token: string | null, language: string) =>
  queryOptions({
    queryKey: vipKeys.info(token, language),
    queryFn: ({ signal }): Promise<VipInfo> => api.get('/wps/relay/MCS2_vipInfo', { signal }),
    enabled: token !== null,
    staleTime: 30_000,
  });

export const vipBonusesQuery = (token: string | null) =>
  queryOptions({
    queryKey: vipKeys.bonuses(token),
    queryFn: ({ signal }): Promise<VipBonusList> => api.get('/wps/relay/MCS2_vipBonusList', { signal }),
    enabled: token !== null,
  });

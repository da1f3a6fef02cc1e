import { queryOptions } from '@tanstack/react-query';
import type { ConvertPointRequest, PointsMallRedeemType, PointsMallRedemptionStatus, RedeemPointRewardRequest } from '@gp/contracts';
import { api } from '../../../api/api-client';
import { pointsMallKeys } from '../queries/keys';

const pageSize = 20;

/** Goods offered now, one redeem type or all, with the member's points. */
export const goodsQuery = (token: string | null, language: string, redeemType: PointsMallRedeemType | 'all', pageNo: number) =>
  queryOptions({
    queryKey: pointsMallKeys.goods(token, language, redeemType, pageNo),
    queryFn: ({ signal }) =>
      api.get('/wps/relay/MCS2_pointRewardList', { signal, params: { query: { pageNo, pageSize, ...(redeemType === 'all' ? {} : { redeemType }) } } }),
    enabled: token !== null,
  });

export const goodsDetailQuery = (token: string | null, language: string, id: number) =>
  queryOptions({
    queryKey: pointsMallKeys.goodsDetail(token, language, id),
    queryFn: ({ signal }) => api.get('/wps/relay/MCS2_pointRewardDetail', { signal, params: { query: { id } } }),
    enabled: token !== null && Number.isInteger(id) && id > 0,
  });

export const recordsQuery = (token: string | null, status: PointsMallRedemptionStatus | 'all', pageNo: number) =>
  queryOptions({
    queryKey: pointsMallKeys.records(token, status, pageNo),
    queryFn: ({ signal }) =>
      api.get('/wps/relay/MCS2_pointRedeemList', { signal, params: { query: { pageNo, pageSize, ...(status === 'all' ? {} : { status }) } } }),
    enabled: token !== null,
  });

/** (E): the payment password travels sealed, as for a transfer to the upline. */
export const redeemPointReward = (body: RedeemPointRewardRequest) => api.post('/wps/relay/passwordCheck/MCS2_redeemPointReward', { body, sealed: true });

export const convertTermsQuery = (token: string | null) =>
  queryOptions({
    queryKey: pointsMallKeys.convertTerms(token),
    queryFn: ({ signal }) => api.get('/wps/relay/MCS2_pointConvertTerms', { signal }),
    enabled: token !== null,
  });

/** (E): the payment password travels sealed. */
export const convertPoint = (body: ConvertPointRequest) => api.post('/wps/relay/passwordCheck/MCS2_convertPoint', { body, sealed: true });

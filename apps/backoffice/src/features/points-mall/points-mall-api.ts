import {
  boPointsGrantResult,
  boPointsMallConfig,
  boPointsMallGoods,
  boPointsMallGoodsList,
  boPointsMallRedemption,
  boPointsMallRedemptionPage,
  type BoPointsGrantInput,
  type BoPointsMallConfigInput,
  type BoPointsMallGoodsInput,
  type PointsMallRedemptionStatus,
} from '@gp/contracts';
import { typedApi } from '../../shared/http/typed-api';

export type QueueFilter = { pageNo: number; status: PointsMallRedemptionStatus | ''; account: string };

export const pointsMallKeys = {
  all: ['pointsMall'] as const,
  goods: ['pointsMall', 'goods'] as const,
  queue: (filter: QueueFilter) => ['pointsMall', 'queue', filter] as const,
  config: ['pointsMall', 'config'] as const,
};

export const fetchGoods = (signal?: AbortSignal) => typedApi.get('/bo/points-mall/goods', { signal, parse: (v) => boPointsMallGoodsList.parse(v) });

export const createGoods = (body: BoPointsMallGoodsInput) => typedApi.post('/bo/points-mall/goods', { body, parse: (v) => boPointsMallGoods.parse(v) });

export const saveGoods = (id: number, body: BoPointsMallGoodsInput) =>
  typedApi.put('/bo/points-mall/goods/{id}', { params: { path: { id } }, body, parse: (v) => boPointsMallGoods.parse(v) });

export const fetchQueue = (filter: QueueFilter, signal?: AbortSignal) =>
  typedApi.get('/bo/points-mall/redemptions', {
    signal,
    params: {
      query: {
        pageNo: filter.pageNo,
        pageSize: 20,
        ...(filter.status ? { status: filter.status } : {}),
        ...(filter.account.trim() ? { memberAccount: filter.account.trim() } : {}),
      },
    },
    parse: (v) => boPointsMallRedemptionPage.parse(v),
  });

export const approveRedemption = (id: number) =>
  typedApi.post('/bo/points-mall/redemptions/{id}/approve', { params: { path: { id } }, parse: (v) => boPointsMallRedemption.parse(v) });

export const releaseRedemption = (id: number) =>
  typedApi.post('/bo/points-mall/redemptions/{id}/release', { params: { path: { id } }, parse: (v) => boPointsMallRedemption.parse(v) });

export const rejectRedemption = (id: number, reason: string) =>
  typedApi.post('/bo/points-mall/redemptions/{id}/reject', { params: { path: { id } }, body: { reason }, parse: (v) => boPointsMallRedemption.parse(v) });

export const fetchConfig = (signal?: AbortSignal) => typedApi.get('/bo/points-mall/config', { signal, parse: (v) => boPointsMallConfig.parse(v) });

export const saveConfig = (body: BoPointsMallConfigInput) => typedApi.put('/bo/points-mall/config', { body, parse: (v) => boPointsMallConfig.parse(v) });

export const grantPoints = (body: BoPointsGrantInput) => typedApi.post('/bo/points-mall/points', { body, parse: (v) => boPointsGrantResult.parse(v) });

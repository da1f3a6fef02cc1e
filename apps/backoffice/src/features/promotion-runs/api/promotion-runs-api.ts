import { boPromotionRun, boPromotionRunMemberPage, boPromotionRunPage, type PromotionRunMemberStatus, type PromotionRunStatus } from '@gp/contracts';
import { typedApi } from '../../../shared/http/typed-api';

const runsPageSize = 20;
const membersPageSize = 50;

export type RunFilter = { promotionId: string; status: PromotionRunStatus | '' };
export type MemberFilter = { status: PromotionRunMemberStatus | ''; account: string };

const promotionIdOf = (text: string): number | undefined => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : undefined);

export const fetchPromotionRuns = (filter: RunFilter, pageNo: number, signal?: AbortSignal) =>
  typedApi.get('/bo/promotions/runs', {
    params: { query: { promotionId: promotionIdOf(filter.promotionId), status: filter.status || undefined, pageNo, pageSize: runsPageSize } },
    signal,
    parse: (v) => boPromotionRunPage.parse(v),
  });

export const fetchPromotionRun = (id: number, signal?: AbortSignal) =>
  typedApi.get('/bo/promotions/runs/{id}', { params: { path: { id } }, signal, parse: (v) => boPromotionRun.parse(v) });

export const fetchPromotionRunMembers = (id: number, filter: MemberFilter, pageNo: number, signal?: AbortSignal) =>
  typedApi.get('/bo/promotions/runs/{id}/members', {
    params: {
      path: { id },
      query: { status: filter.status || undefined, account: filter.account.trim() || undefined, pageNo, pageSize: membersPageSize },
    },
    signal,
    parse: (v) => boPromotionRunMemberPage.parse(v),
  });

export const holdPromotionRun = (id: number) =>
  typedApi.post('/bo/promotions/runs/{id}/hold', { params: { path: { id } }, parse: (v) => boPromotionRun.parse(v) });

export const releasePromotionRun = (id: number) =>
  typedApi.post('/bo/promotions/runs/{id}/release', { params: { path: { id } }, parse: (v) => boPromotionRun.parse(v) });

export const rerunPromotionPeriod = (promotionId: number, periodKey: string) =>
  typedApi.post('/bo/promotions/runs', { body: { promotionId, periodKey }, parse: (v) => boPromotionRun.parse(v) });

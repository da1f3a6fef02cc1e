import { boMemberBonusList, boPromotionCostReport, boPromotionRuleAnswer, boWageringActionResult, type BoPromotionRuleInput } from '@gp/contracts';
import { typedApi } from '../../shared/http/typed-api';

export const fetchPromotionRule = (id: number, signal?: AbortSignal) =>
  typedApi.get('/bo/promotions/{id}/rule', { params: { path: { id } }, signal, parse: (v) => boPromotionRuleAnswer.parse(v) });

export const savePromotionRule = (id: number, body: BoPromotionRuleInput) =>
  typedApi.put('/bo/promotions/{id}/rule', { params: { path: { id } }, body, parse: (v) => boPromotionRuleAnswer.parse(v) });

export const fetchMemberBonuses = (memberId: number, signal?: AbortSignal) =>
  typedApi.get('/bo/members/{id}/bonuses', { params: { path: { id: memberId } }, signal, parse: (v) => boMemberBonusList.parse(v) });

export const waiveWagering = (requirementId: number, reason: string) =>
  typedApi.post('/bo/wagering/{id}/waive', { params: { path: { id: requirementId } }, body: { reason }, parse: (v) => boWageringActionResult.parse(v) });

export const forfeitWagering = (requirementId: number, reason: string) =>
  typedApi.post('/bo/wagering/{id}/forfeit', { params: { path: { id: requirementId } }, body: { reason }, parse: (v) => boWageringActionResult.parse(v) });

/** Empty ends: the server's default period (the last 7 business days). */
export type PromotionCostFilter = { from: string; to: string; promotionId: string };

const costQuery = (filter: PromotionCostFilter) => ({
  ...(filter.from ? { from: filter.from } : {}),
  ...(filter.to ? { to: filter.to } : {}),
  ...(filter.promotionId ? { promotionId: Number(filter.promotionId) } : {}),
});

export const fetchPromotionCost = (filter: PromotionCostFilter, signal?: AbortSignal) =>
  typedApi.get('/bo/promotions/cost', { params: { query: costQuery(filter) }, signal, parse: (v) => boPromotionCostReport.parse(v) });

export const fetchPromotionCostCsv = async (filter: PromotionCostFilter): Promise<Blob> =>
  (await typedApi.blob('/bo/promotions/cost.csv', { params: { query: costQuery(filter) } })).blob;

import type { PromotionCostFilter } from './promotions-admin-api';

export const promotionsAdminKeys = {
  rule: (id: number) => ['promotions-admin', 'rule', id] as const,
  bonuses: (memberId: number) => ['promotions-admin', 'bonuses', memberId] as const,
  cost: (filter: PromotionCostFilter) => ['promotions-admin', 'cost', filter] as const,
};

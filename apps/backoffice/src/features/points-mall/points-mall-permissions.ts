import type { StaffRole } from '@gp/contracts';

/** Mirror the API's points mall routes (mall.admin.routes.ts): goods for content and operators, the queue for operators and finance, the conversion terms for finance and operators. */
const goodsEditors: readonly StaffRole[] = ['admin', 'content', 'operator'];
const queueWorkers: readonly StaffRole[] = ['admin', 'operator', 'finance'];
const configEditors: readonly StaffRole[] = ['admin', 'finance', 'operator'];

export const canEditMallGoods = (roles: readonly StaffRole[]) => roles.some((r) => goodsEditors.includes(r));
export const canWorkMallQueue = (roles: readonly StaffRole[]) => roles.some((r) => queueWorkers.includes(r));
export const canEditMallConfig = (roles: readonly StaffRole[]) => roles.some((r) => configEditors.includes(r));
export const canUsePointsMall = (roles: readonly StaffRole[]) => canEditMallGoods(roles) || canWorkMallQueue(roles);

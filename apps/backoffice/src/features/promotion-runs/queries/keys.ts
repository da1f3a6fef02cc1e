import type { MemberFilter, RunFilter } from '../api/promotion-runs-api';

/** Every query key of the promotion runs screen; `all` is the prefix one invalidation refreshes. */
export const promotionRunsKeys = {
  all: ['promotion-runs'] as const,
  page: (filter: RunFilter, pageNo: number) => ['promotion-runs', 'page', filter, pageNo] as const,
  run: (id: number) => ['promotion-runs', 'run', id] as const,
  members: (id: number, filter: MemberFilter, pageNo: number) => ['promotion-runs', 'members', id, filter, pageNo] as const,
};

import type { LotteryDrawFilter, LotteryReportFilter } from '../api/lottery-api';

/** The lottery's query keys; `all` is the prefix one invalidation refreshes. */
export const lotteryKeys = {
  all: ['lottery'] as const,
  games: ['lottery', 'games'] as const,
  draws: {
    all: ['lottery', 'draws'] as const,
    page: (filter: LotteryDrawFilter, pageNum: number) => ['lottery', 'draws', filter, pageNum] as const,
  },
  draw: (drawId: string) => ['lottery', 'draw', drawId] as const,
  exposure: (drawId: string) => ['lottery', 'exposure', drawId] as const,
  report: (filter: LotteryReportFilter) => ['lottery', 'report', filter] as const,
};

/**
 * data-testid values of the agent-centre reports, for the Playwright suite. The shared shell adds
 * `<page>-period-preset|from|to` and `<page>-csv`; tables `<table>-row`, `<table>-totals`, `<table>-pager`.
 */
export const reportTestIds = {
  teamBets: 'team-bets-page',
  teamBetsCsv: 'team-bets-page-csv',
  teamBetsTable: 'team-bets-table',
  teamBetsTotals: 'team-bets-totals',
  teamBetsAccount: 'team-bets-account',
  teamBetsGameType: 'team-bets-game-type',
  teamBetsScope: 'team-bets-scope',
  lossStatements: 'loss-statements-page',
  lossStatementsCsv: 'loss-statements-page-csv',
  lossStatementsTable: 'loss-statements-table',
  lossStatementsKeyword: 'loss-statements-keyword',
  revenue: 'revenue-report-page',
  revenueCsv: 'revenue-report-page-csv',
  revenueTable: 'revenue-table',
  revenueChart: 'revenue-chart',
  revenueGroupBy: 'revenue-group-by',
  revenueType: 'revenue-type',
  /** Summary figures: income / expense / net (data-value = minor units). */
  revenueIncome: 'revenue-income',
  revenueExpense: 'revenue-expense',
  revenueNet: 'revenue-net',
  /** Per contract type: `${revenueByType}-${type}`. */
  revenueByType: 'revenue-by-type',
} as const;

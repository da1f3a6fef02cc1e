const centre = ['agentCentre'] as const;
const inviteLinks = [...centre, 'inviteLinks'] as const;
const contracts = ['agentContracts'] as const;
const reports = ['agentReports'] as const;

/**
 * Query keys of the agent centre, under three roots: the centre itself (profile, team, invite
 * links), contracts and reports. A change to the team or the links invalidates `centre`; a
 * contract action invalidates `contracts`.
 */
export const agentKeys = {
  centre,
  profile: (token: string | null) => [...centre, 'profile', token] as const,
  overview: (token: string | null, period: unknown) => [...centre, 'overview', token, period] as const,
  team: (token: string | null, filter: unknown) => [...centre, 'team', token, filter] as const,
  downline: (token: string | null, memberId: number, period: unknown) => [...centre, 'downline', token, memberId, period] as const,
  accountDetails: (token: string | null, filter: unknown) => [...centre, 'accountDetails', token, filter] as const,
  inviteLinks,
  inviteLinksPage: (token: string | null, pageNo: number) => [...inviteLinks, token, pageNo] as const,
  contracts,
  contractList: (token: string | null, type: string, filter: unknown) => [...contracts, 'list', token, type, filter] as const,
  contractSummary: (token: string | null) => [...contracts, 'summary', token] as const,
  settlements: (token: string | null, filter: unknown) => [...contracts, 'settlements', token, filter] as const,
  directAgents: (token: string | null, keyword: string) => [...contracts, 'directAgents', token, keyword] as const,
  reports,
  teamBets: (token: string | null, period: unknown, filter: unknown, pageNo: number) => [...reports, 'bets', token, period, filter, pageNo] as const,
  lossStatements: (token: string | null, period: unknown, filter: unknown, pageNo: number) => [...reports, 'loss', token, period, filter, pageNo] as const,
  revenue: (token: string | null, period: unknown, filter: unknown, pageNo: number) => [...reports, 'revenue', token, period, filter, pageNo] as const,
};

import { agentContractPage, agentContractTypes, consolidatedInfoKey, type AgentContractTypeName, type ConsolidatedContractInfo } from '@gp/contracts';

/** The agent centre's pages in the product's menu order; the names are the URL segment after /agentHome/. */
export const agentPageNames = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
  'contractRequests',
  'messages',
  'customerService',
  'deposit',
  'withdraw',
  'securityCenter',
] as const;
export type AgentPageName = (typeof agentPageNames)[number];

const defaultAgentPage: AgentPageName = 'agentTeamOverview';

/** The contract type behind each contract page (agentContractPage read backwards). */
const contractTypeOfPage: Partial<Record<AgentPageName, AgentContractTypeName>> = Object.fromEntries(
  agentContractTypes.map((type) => [agentContractPage[type].page, type]),
);

const isAgentPageName = (name: string): name is AgentPageName => (agentPageNames as readonly string[]).includes(name);

/** The page a path shows: `/agentHome` and unknown names give the default. */
export const pageFromPath = (pathname: string): { page: AgentPageName; known: boolean } => {
  const segment = /^\/agentHome\/([^/?#]+)/.exec(pathname)?.[1];
  if (segment === undefined) return { page: defaultAgentPage, known: true };
  return isAgentPageName(segment) ? { page: segment, known: true } : { page: defaultAgentPage, known: false };
};

export type AgentMenuEntry = { page: AgentPageName; badge: number };

/**
 * The menu an agent sees: every page, except a contract page whose type the consolidated contract
 * info does not enable (and all four while it has not answered, so they never flash in and out).
 * contractRequests carries the count of answers waiting for the agent (offers + dividend confirmations),
 * messages the inbox's unread count.
 */
export const agentMenu = (info: ConsolidatedContractInfo | undefined, inboxUnread = 0): AgentMenuEntry[] =>
  agentPageNames.flatMap((page): AgentMenuEntry[] => {
    const type = contractTypeOfPage[page];
    if (type && !info?.[consolidatedInfoKey[type]].enabled) return [];
    const badge = page === 'contractRequests' && info ? info.pendingOffers + info.pendingConfirmations : page === 'messages' ? inboxUnread : 0;
    return [{ page, badge }];
  });

/** Whether a page may be shown: a contract page only when its type is enabled. */
export const pageAllowed = (page: AgentPageName, info: ConsolidatedContractInfo | undefined): boolean => {
  const type = contractTypeOfPage[page];
  return !type || Boolean(info?.[consolidatedInfoKey[type]].enabled);
};

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AgentContractTypeName } from '@gp/contracts';
import type { AgentPageName } from '../components/centre/agent-menu';

type Page = LazyExoticComponent<ComponentType>;

const contractPage = (type: AgentContractTypeName): Page =>
  lazy(() =>
    import('./contract-type-page').then(({ ContractTypePage }) => ({
      default: function ContractTypeEntry() {
        return <ContractTypePage type={type} />;
      },
    })),
  );

/**
 * Page name -> its lazily loaded screen: each page is its own chunk, fetched when first opened.
 * The report and contract screens build on parts in components/reports/ and components/contracts/.
 */
export const agentPages: Record<AgentPageName, Page> = {
  agentAnnouncement: lazy(() => import('./announcements-page').then((m) => ({ default: m.AnnouncementsPage }))),
  agentTeamOverview: lazy(() => import('./team-overview-page').then((m) => ({ default: m.TeamOverviewPage }))),
  registerCenter: lazy(() => import('./register-centre-page').then((m) => ({ default: m.RegisterCentrePage }))),
  downlineManagmentView: lazy(() => import('./downline-management-page').then((m) => ({ default: m.DownlineManagementPage }))),
  personalHistoryCopy: lazy(() => import('./team-bets-page').then((m) => ({ default: m.TeamBetsPage }))),
  palStatementsAgentCopy: lazy(() => import('./loss-statements-page').then((m) => ({ default: m.LossStatementsPage }))),
  agentRevenueReport: lazy(() => import('./revenue-report-page').then((m) => ({ default: m.RevenueReportPage }))),
  agentDownlineTransactionDetailsCopy: lazy(() => import('./account-details-page').then((m) => ({ default: m.AccountDetailsPage }))),
  agentDividendRecordCopy2: contractPage('dividend'),
  agentDailyWages2: contractPage('daily_salary'),
  agentHourSalary: contractPage('hourly_salary'),
  agentRealtimeSalary: contractPage('realtime_salary'),
  contractRequests: lazy(() => import('./contract-requests-page').then((m) => ({ default: m.ContractRequestsPage }))),
  messages: lazy(() => import('./messages-page').then((m) => ({ default: m.MessagesPage }))),
  customerService: lazy(() => import('./customer-service-page').then((m) => ({ default: m.CustomerServicePage }))),
  deposit: lazy(() => import('../../cashier/pages/deposit-page').then((m) => ({ default: m.DepositPage }))),
  withdraw: lazy(() => import('../../cashier/pages/withdraw-page').then((m) => ({ default: m.WithdrawPage }))),
  securityCenter: lazy(() => import('./security-page').then((m) => ({ default: m.AgentSecurityPage }))),
};

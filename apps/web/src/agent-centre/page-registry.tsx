import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AgentContractTypeName } from '@gp/contracts';
import type { AgentPageName } from './agent-menu';

type Page = LazyExoticComponent<ComponentType>;

const contractPage = (type: AgentContractTypeName): Page =>
  lazy(() =>
    import('./contracts/contract-type-page').then(({ ContractTypePage }) => ({
      default: function ContractTypeEntry() {
        return <ContractTypePage type={type} />;
      },
    })),
  );

/**
 * Page name -> its lazily loaded screen: each page is its own chunk, fetched when first opened.
 * Pages under reports/ and contracts/ belong to the reports and contracts screens.
 */
export const agentPages: Record<AgentPageName, Page> = {
  agentAnnouncement: lazy(() => import('./pages/announcements-page').then((m) => ({ default: m.AnnouncementsPage }))),
  agentTeamOverview: lazy(() => import('./pages/team-overview-page').then((m) => ({ default: m.TeamOverviewPage }))),
  registerCenter: lazy(() => import('./pages/register-centre-page').then((m) => ({ default: m.RegisterCentrePage }))),
  downlineManagmentView: lazy(() => import('./pages/downline-management-page').then((m) => ({ default: m.DownlineManagementPage }))),
  personalHistoryCopy: lazy(() => import('./reports/team-bets-page').then((m) => ({ default: m.TeamBetsPage }))),
  palStatementsAgentCopy: lazy(() => import('./reports/loss-statements-page').then((m) => ({ default: m.LossStatementsPage }))),
  agentRevenueReport: lazy(() => import('./reports/revenue-report-page').then((m) => ({ default: m.RevenueReportPage }))),
  agentDownlineTransactionDetailsCopy: lazy(() => import('./pages/account-details-page').then((m) => ({ default: m.AccountDetailsPage }))),
  agentDividendRecordCopy2: contractPage('dividend'),
  agentDailyWages2: contractPage('daily_salary'),
  agentHourSalary: contractPage('hourly_salary'),
  agentRealtimeSalary: contractPage('realtime_salary'),
  contractRequests: lazy(() => import('./contracts/contract-requests-page').then((m) => ({ default: m.ContractRequestsPage }))),
  messages: lazy(() => import('./pages/messages-page').then((m) => ({ default: m.MessagesPage }))),
  customerService: lazy(() => import('./pages/customer-service-page').then((m) => ({ default: m.CustomerServicePage }))),
  deposit: lazy(() => import('../cashier/deposit/deposit-page').then((m) => ({ default: m.DepositPage }))),
  withdraw: lazy(() => import('../cashier/withdraw/withdraw-page').then((m) => ({ default: m.WithdrawPage }))),
};

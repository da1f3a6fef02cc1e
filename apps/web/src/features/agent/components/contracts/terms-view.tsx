import { useTranslation } from 'react-i18next';
import type { AgentContractTerms, AgentContractTypeName } from '@gp/contracts';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { formatCount, formatRate } from './contract-format';
import { useAgentMoney } from './use-agent-money';

/** The bet threshold's name by type: salaries count the day's or hour's bets, dividends the period's. */
export const betThresholdKey = (type: AgentContractTypeName): string =>
  type === 'daily_salary'
    ? 'agentContracts:terms.dailyBet'
    : type === 'hourly_salary'
      ? 'agentContracts:terms.hourlyBet'
      : 'agentContracts:terms.periodValidBet';

/**
 * A contract's terms in words: the tier table (what the team must reach, what it earns) or, for
 * real-time salary, its two rates and the single-bet threshold.
 */
export const TermsView = ({ type, terms, testId }: { type: AgentContractTypeName; terms: AgentContractTerms | null; testId?: string }) => {
  const { t, i18n } = useTranslation();
  const money = useAgentMoney();
  if (!terms) return <p className="text-sm text-fg-muted">{t('agentContracts:terms.unreadable')}</p>;
  if (!('tiers' in terms)) {
    return (
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid={testId}>
        <dt className="text-fg-muted">{t('agentContracts:terms.winRate')}</dt>
        <dd className="font-semibold tabular-nums">{formatRate(terms.winRateBp, i18n.language)}</dd>
        <dt className="text-fg-muted">{t('agentContracts:terms.lossRate')}</dt>
        <dd className="font-semibold tabular-nums">{formatRate(terms.lossRateBp, i18n.language)}</dd>
        <dt className="text-fg-muted">{t('agentContracts:terms.minSingleBet')}</dt>
        <dd className="tabular-nums">{money(terms.minSingleBet)}</dd>
      </dl>
    );
  }
  const dividend = 'period' in terms;
  return (
    <div className="flex flex-col gap-2" data-testid={testId}>
      {dividend ? (
        <p className="text-sm">
          <span className="text-fg-muted">{t('agentContracts:terms.period')}: </span>
          <span className="font-medium">{t(`agentContracts:period.${terms.period}`)}</span>
        </p>
      ) : null}
      <Table caption={t('agentContracts:terms.tiers')}>
        <TableHead>
          <TableRow>
            <TableHeaderCell>{t('agentContracts:terms.tier')}</TableHeaderCell>
            <TableHeaderCell className="text-end">{t('agentContracts:terms.activeMembers')}</TableHeaderCell>
            <TableHeaderCell className="text-end">{t(betThresholdKey(type))}</TableHeaderCell>
            {dividend ? <TableHeaderCell className="text-end">{t('agentContracts:terms.profitLoss')}</TableHeaderCell> : null}
            <TableHeaderCell className="text-end">{t('agentContracts:terms.rate')}</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {terms.tiers.map((tier, i) => (
            <TableRow key={i}>
              <TableCell>{i + 1}</TableCell>
              <TableCell className="text-end tabular-nums">≥ {formatCount(tier.minActiveMembers, i18n.language)}</TableCell>
              <TableCell className="whitespace-nowrap text-end tabular-nums">≥ {money(tier.minValidBet)}</TableCell>
              {'minProfitLoss' in tier ? <TableCell className="whitespace-nowrap text-end tabular-nums">≥ {money(tier.minProfitLoss)}</TableCell> : null}
              <TableCell className="text-end font-semibold tabular-nums">{formatRate(tier.rateBp, i18n.language)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
};

/** One line for a table cell: the top rate (tiers) or both rates (real-time). */
export const RatesSummary = ({ terms }: { terms: AgentContractTerms | null }) => {
  const { t, i18n } = useTranslation();
  if (!terms) return <span className="text-fg-muted">—</span>;
  if (!('tiers' in terms))
    return (
      <span className="whitespace-nowrap tabular-nums">
        {t('agentContracts:terms.winLossShort', { win: formatRate(terms.winRateBp, i18n.language), loss: formatRate(terms.lossRateBp, i18n.language) })}
      </span>
    );
  const rates = terms.tiers.map((tier) => tier.rateBp);
  const low = Math.min(...rates);
  const high = Math.max(...rates);
  return (
    <span className="whitespace-nowrap tabular-nums">
      {low === high ? formatRate(high, i18n.language) : `${formatRate(low, i18n.language)} – ${formatRate(high, i18n.language)}`}
    </span>
  );
};

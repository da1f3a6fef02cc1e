import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../../shared/ui/money';

type Tier = { minActiveMembers?: unknown; minValidBet?: unknown; minProfitLoss?: unknown; rateBp?: unknown };

const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

/** Basis points as a percentage in the UI language: 50 -> "0.5%". */
const PercentText = ({ bp }: { bp: number }) => {
  const { i18n } = useTranslation();
  return (
    <span dir="ltr" className="tabular-nums">
      {new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000)}
    </span>
  );
};

/** A contract's terms: the tier table (salaries, dividends) or the real-time rates. */
export const ContractTerms = ({ terms, currency }: { terms: Record<string, unknown>; currency: string }) => {
  const { t } = useTranslation();
  const tiers = Array.isArray(terms.tiers) ? (terms.tiers as Tier[]) : null;
  if (!tiers) {
    return (
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-fg-muted">{t('agentsAdmin.terms.winRate')}</dt>
        <dd>
          <PercentText bp={num(terms.winRateBp)} />
        </dd>
        <dt className="text-fg-muted">{t('agentsAdmin.terms.lossRate')}</dt>
        <dd>
          <PercentText bp={num(terms.lossRateBp)} />
        </dd>
        <dt className="text-fg-muted">{t('agentsAdmin.terms.minSingleBet')}</dt>
        <dd>
          <Money minor={num(terms.minSingleBet)} currency={currency} />
        </dd>
      </dl>
    );
  }
  const dividend = tiers.some((tier) => tier.minProfitLoss !== undefined);
  return (
    <div className="flex flex-col gap-2">
      {typeof terms.period === 'string' ? (
        <p className="text-sm">{t('agentsAdmin.terms.periodIs', { period: t(`agentsAdmin.period.${terms.period}`) })}</p>
      ) : null}
      <div className="overflow-x-auto">
        <Table>
          <caption className="sr-only">{t('agentsAdmin.terms.tiers')}</caption>
          <TableHead>
            <TableRow>
              <TableHeaderCell>#</TableHeaderCell>
              <TableHeaderCell>{t('agentsAdmin.terms.minActiveMembers')}</TableHeaderCell>
              <TableHeaderCell>{t('agentsAdmin.terms.minValidBet')}</TableHeaderCell>
              {dividend ? <TableHeaderCell>{t('agentsAdmin.terms.minProfitLoss')}</TableHeaderCell> : null}
              <TableHeaderCell>{t('agentsAdmin.terms.rate')}</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {tiers.map((tier, i) => (
              <TableRow key={i}>
                <TableCell>{i + 1}</TableCell>
                <TableCell>{num(tier.minActiveMembers)}</TableCell>
                <TableCell>
                  <Money minor={num(tier.minValidBet)} currency={currency} />
                </TableCell>
                {dividend ? (
                  <TableCell>
                    <Money minor={num(tier.minProfitLoss)} currency={currency} />
                  </TableCell>
                ) : null}
                <TableCell>
                  <PercentText bp={num(tier.rateBp)} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
};

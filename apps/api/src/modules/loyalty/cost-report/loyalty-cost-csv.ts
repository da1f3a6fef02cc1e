import type { BoLoyaltyCostReport } from '@gp/contracts';
import { csvField, majorText } from '../../games/betting-records';

const header = ['day', 'points_issued', 'points_redeemed', 'points_converted', 'points_taken_back', 'promotion_id', 'promotion', 'currency', 'money_paid'];

type Figures = Omit<BoLoyaltyCostReport['totals'], 'money'>;

const pointsColumns = (f: Figures) => [String(f.pointsIssued), String(f.pointsRedeemed), String(f.pointsConverted), String(f.pointsTakenBack)];

/**
 * The loyalty cost report as CSV (RFC 4180; points whole, money in major units): a row per day and
 * loyalty promotion that paid (a day with no money has one row with the money columns empty), then
 * the period's totals (day "total"). Promotion titles are staff text: quoted and guarded by csvField.
 */
export const loyaltyCostCsv = (report: BoLoyaltyCostReport): string => {
  const titles = new Map(report.promotions.map((p) => [p.promotionId, p.title]));
  const lines = [header.join(',')];
  const push = (day: string, f: Figures, money: BoLoyaltyCostReport['totals']['money']) => {
    if (money.length === 0) lines.push([day, ...pointsColumns(f), '', '', '', ''].join(','));
    for (const m of money) {
      lines.push(
        [day, ...pointsColumns(f), String(m.promotionId), csvField(titles.get(m.promotionId) ?? ''), csvField(m.currency), majorText(m.paid)].join(','),
      );
    }
  };
  for (const d of report.days) push(d.day, d, d.money);
  push('total', report.totals, report.totals.money);
  return `${lines.join('\r\n')}\r\n`;
};

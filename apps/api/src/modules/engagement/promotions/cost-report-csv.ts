import type { BoPromotionCostReport } from '@gp/contracts';
import { csvField, majorText } from '../../games/betting-records';

const header = ['day', 'promotion_id', 'promotion', 'currency', 'bonus_paid', 'turnover', 'net_revenue_after_bonus'];

/**
 * The cost report as CSV (RFC 4180, amounts in major units): a row per day and promotion, then the
 * period total per currency (day "total"). Titles are staff-written text: quoted and guarded
 * against spreadsheet formulas by csvField.
 */
export const promotionCostCsv = (report: BoPromotionCostReport): string => {
  const lines = [header.join(',')];
  for (const r of report.rows) {
    lines.push(
      [
        r.day,
        String(r.promotionId),
        csvField(r.promotionTitle),
        csvField(r.currency),
        majorText(r.bonusPaid),
        majorText(r.turnover),
        majorText(r.netRevenue),
      ].join(','),
    );
  }
  for (const t of report.totals) {
    lines.push(['total', '', '', csvField(t.currency), majorText(t.bonusPaid), majorText(t.turnover), majorText(t.netRevenue)].join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
};

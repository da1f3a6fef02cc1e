import type { LotteryReport } from '@gp/contracts';
import { csvField, majorText } from '../betting-records';

const header = ['draw_id', 'game', 'draw', 'draw_at', 'status', 'bets', 'stakes', 'payouts', 'margin'];

/** The lottery report as CSV (RFC 4180; money in major units), a row per draw, then the totals. */
export const lotteryReportCsv = (report: LotteryReport): string => {
  const lines = [header.join(',')];
  for (const row of report.rows) {
    lines.push(
      [
        row.drawId,
        csvField(row.gameCode),
        csvField(row.drawKey),
        row.drawAt,
        row.status,
        String(row.betCount),
        majorText(row.stakeTotal),
        majorText(row.payoutTotal),
        majorText(row.margin),
      ].join(','),
    );
  }
  const t = report.totals;
  lines.push(['total', '', '', '', '', String(t.betCount), majorText(t.stakeTotal), majorText(t.payoutTotal), majorText(t.margin)].join(','));
  return `${lines.join('\r\n')}\r\n`;
};

import { TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../table';
import { valuesByLabel, type ChartSeries } from './chart-scale';

export type ChartDataTableProps = {
  caption: string;
  labelHeader: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  formatValue: (value: number) => string;
  formatLabel: (label: string) => string;
};

/** Every figure of the chart as a table: what a screen reader reads, and what anyone can copy. */
export const ChartDataTable = ({ caption, labelHeader, labels, series, formatValue, formatLabel }: ChartDataTableProps) => {
  const columns = series.map((s) => valuesByLabel(labels, s));
  return (
    // A named, focusable scroll box: on a narrow screen the keyboard must be able to scroll it (WCAG 2.1.1).
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="relative w-full overflow-x-auto rounded-md border border-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHead>
          <TableRow>
            <TableHeaderCell>{labelHeader}</TableHeaderCell>
            {series.map((s) => (
              <TableHeaderCell key={s.id} className="text-end">
                {s.name}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {labels.map((label, i) => (
            <TableRow key={label}>
              <TableHeaderCell scope="row" className="font-normal">
                {formatLabel(label)}
              </TableHeaderCell>
              {columns.map((values, s) => (
                <TableCell key={series[s]?.id ?? s} className="text-end tabular-nums">
                  <span dir="ltr">{formatValue(values[i] ?? 0)}</span>
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </table>
    </div>
  );
};

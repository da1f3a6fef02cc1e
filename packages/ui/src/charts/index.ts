export { BarLineChart, type BarLineChartProps, type BarLineChartTexts } from './bar-line-chart';
export { ChartDataTable, type ChartDataTableProps } from './chart-data-table';
export { niceScale, stackSeries, valuesByLabel, type ChartDatum, type ChartSeries } from './chart-scale';

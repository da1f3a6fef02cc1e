import { useDirection } from '@radix-ui/react-direction';
import { useId, useState, type KeyboardEvent } from 'react';
import { cx } from '../cx';
import { ChartDataTable } from './chart-data-table';
import { fillOf, swatchOf } from './chart-palette';
import { extentOf, labelStep, niceScale, stackSeries, valuesByLabel, type ChartSeries } from './chart-scale';
import { useElementWidth } from './use-element-width';

export type BarLineChartTexts = {
  /** Header of the label column in the data table (e.g. "Day"). */
  labelHeader: string;
  /** The disclosure that shows the data table. */
  showTable: string;
};

export type BarLineChartProps = {
  /** The chart's accessible name and visible caption. */
  title: string;
  /** The categories along the axis, in order (e.g. every day of a period, with or without data). */
  labels: readonly string[];
  /** Bar series, stacked in the order given. */
  bars?: readonly ChartSeries[];
  /** One line drawn over the bars (e.g. a total). */
  line?: ChartSeries;
  /** A value in full, for the tooltip and the table. */
  formatValue: (value: number) => string;
  /** A value on the axis; short forms fit better. Defaults to formatValue. */
  formatTick?: (value: number) => string;
  formatLabel?: (label: string) => string;
  texts: BarLineChartTexts;
  height?: number;
  testId?: string;
};

const axisWidth = 64;
const bottomGap = 28;
const topGap = 12;
const edgeGap = 8;
const minLabelRoom = 72;

/**
 * Stacked bars and an optional line on one value axis, in SVG with theme colours. Keyboard and
 * pointer both move a highlight whose figures are announced; every figure is also in a data
 * table. Right to left, the first label sits on the right and the value axis on the right too.
 */
export const BarLineChart = ({
  title,
  labels,
  bars = [],
  line,
  formatValue,
  formatTick = formatValue,
  formatLabel = (l) => l,
  texts,
  height = 240,
  testId,
}: BarLineChartProps) => {
  const rtl = useDirection() === 'rtl';
  const { ref, width } = useElementWidth<HTMLDivElement>(640);
  const [active, setActive] = useState<number | null>(null);
  const tooltipId = useId();

  const stacks = stackSeries(labels, bars);
  const lineValues = line ? valuesByLabel(labels, line) : [];
  const { lowest, highest } = extentOf(stacks, lineValues);
  const scale = niceScale(lowest, highest);

  const plotWidth = Math.max(1, width - axisWidth - edgeGap);
  const plotStart = rtl ? edgeGap : axisWidth;
  const band = labels.length > 0 ? plotWidth / labels.length : plotWidth;
  const plotBottom = height - bottomGap;
  const y = (v: number) => topGap + ((scale.max - v) / (scale.max - scale.min)) * (plotBottom - topGap);
  // Left to right the first label is at the start (left); right to left, at the start (right).
  const bandStart = (i: number) => (rtl ? plotStart + plotWidth - (i + 1) * band : plotStart + i * band);
  const centre = (i: number) => bandStart(i) + band / 2;
  const barWidth = Math.max(1, Math.min(48, band * 0.7));
  const step = labelStep(labels.length, Math.floor(plotWidth / minLabelRoom));
  const tickX = rtl ? width - axisWidth + 6 : axisWidth - 6;

  const move = (event: KeyboardEvent<SVGSVGElement>) => {
    if (labels.length === 0) return;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const current = active ?? -1;
    const next =
      event.key === forward
        ? Math.min(labels.length - 1, current + 1)
        : event.key === backward
          ? Math.max(0, current - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? labels.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
  };

  const linePath = lineValues.map((v, i) => `${i === 0 ? 'M' : 'L'}${centre(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const activeLabel = active === null ? undefined : labels[active];
  const tableSeries = line ? [...bars, line] : [...bars];
  // The tooltip's inline-start offset, kept inside the chart.
  const tooltipOffset = active === null ? 0 : Math.min(80, Math.max(20, ((rtl ? width - centre(active) : centre(active)) / width) * 100));

  return (
    <figure className="flex flex-col gap-3" data-testid={testId}>
      <figcaption className="font-medium text-fg">{title}</figcaption>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-fg-muted">
        {bars.map((s, i) => (
          <li key={s.id} className="flex items-center gap-2">
            <span aria-hidden="true" className={cx('inline-block size-3 rounded-sm', swatchOf(i))} />
            {s.name}
          </li>
        ))}
        {line ? (
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-fg" />
            {line.name}
          </li>
        ) : null}
      </ul>
      <div ref={ref} className="relative w-full">
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-label={title}
          aria-describedby={activeLabel === undefined ? undefined : tooltipId}
          tabIndex={0}
          onKeyDown={move}
          onBlur={() => setActive(null)}
          onMouseLeave={() => setActive(null)}
          className="block max-w-full overflow-visible rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          {scale.ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={plotStart}
                x2={plotStart + plotWidth}
                y1={y(tick)}
                y2={y(tick)}
                className={tick === 0 ? 'stroke-border-strong' : 'stroke-border'}
                strokeWidth={1}
              />
              <text x={tickX} y={y(tick)} dy="0.32em" textAnchor={rtl ? 'start' : 'end'} className="fill-fg-muted text-[11px]">
                {formatTick(tick)}
              </text>
            </g>
          ))}
          {active === null ? null : <rect x={bandStart(active)} y={topGap} width={band} height={plotBottom - topGap} className="fill-muted" />}
          {stacks.map((segments, i) =>
            segments.map((s) => (
              <rect
                key={`${labels[i]}-${s.seriesIndex}`}
                x={centre(i) - barWidth / 2}
                width={barWidth}
                y={Math.min(y(s.from), y(s.to))}
                height={Math.max(0.5, Math.abs(y(s.from) - y(s.to)))}
                className={fillOf(s.seriesIndex)}
              />
            )),
          )}
          {line && lineValues.length > 0 ? (
            <g>
              <path d={linePath} fill="none" className="stroke-fg" strokeWidth={2} strokeLinejoin="round" />
              {lineValues.map((v, i) => (
                <circle key={labels[i]} cx={centre(i)} cy={y(v)} r={active === i ? 4 : 2.5} className="fill-surface stroke-fg" strokeWidth={2} />
              ))}
            </g>
          ) : null}
          {labels.map((label, i) =>
            i % step === 0 ? (
              <text key={label} x={centre(i)} y={height - 8} textAnchor="middle" className="fill-fg-muted text-[11px]">
                {formatLabel(label)}
              </text>
            ) : null,
          )}
          {labels.map((label, i) => (
            <rect
              key={`hit-${label}`}
              x={bandStart(i)}
              y={topGap}
              width={band}
              height={plotBottom - topGap}
              fill="transparent"
              onMouseEnter={() => setActive(i)}
            />
          ))}
        </svg>
        <div
          id={tooltipId}
          role="status"
          aria-live="polite"
          className={cx(
            'pointer-events-none absolute top-0 z-10 min-w-36 -translate-x-1/2 rounded-md border border-border bg-surface p-2 text-sm text-fg shadow-lg rtl:translate-x-1/2',
            activeLabel === undefined && 'sr-only',
          )}
          style={{ insetInlineStart: `${tooltipOffset}%` }}
        >
          {active === null || activeLabel === undefined ? null : (
            <>
              <p className="font-medium">{formatLabel(activeLabel)}</p>
              <dl className="grid grid-cols-[auto_auto] gap-x-3">
                {tableSeries.map((s, index) => {
                  const value = s === line ? lineValues[active] : stacks[active]?.find((seg) => seg.seriesIndex === index)?.value;
                  return (
                    <div key={s.id} className="contents">
                      <dt className="text-fg-muted">{s.name}</dt>
                      <dd className="text-end tabular-nums">
                        <span dir="ltr">{formatValue(value ?? 0)}</span>
                      </dd>
                    </div>
                  );
                })}
              </dl>
            </>
          )}
        </div>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-primary">{texts.showTable}</summary>
        <div className="mt-2">
          <ChartDataTable
            caption={title}
            labelHeader={texts.labelHeader}
            labels={labels}
            series={tableSeries}
            formatValue={formatValue}
            formatLabel={formatLabel}
          />
        </div>
      </details>
    </figure>
  );
};

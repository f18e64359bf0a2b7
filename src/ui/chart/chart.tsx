import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { formatIndianNumber } from '@/lib';
import { Button } from '../button';
import { DataTable } from '../data-table/data-table';
import type { DataTableColumn } from '../data-table/types';
import { chartRows, labelStride, niceTicks, textWidth } from './chart-geometry';
import type { ChartRow, ChartSeries } from './chart-geometry';
import styles from './chart.module.css';

export type ChartProps = {
  /** The chart's name: its caption, and the table's. */
  title: string;
  /** Bars side by side per label, or a line per series through its points. */
  kind: 'bar' | 'line';
  /** Every series names its points by label; a label missing from a series is a gap. */
  series: readonly ChartSeries[];
  /** The table's first column, e.g. "Month". */
  labelHeader: string;
  /** A value as the table and the tooltips write it; Indian digit grouping by default. */
  formatValue?: (value: number) => string;
  /** Shown in place of the chart when no series has a point. */
  emptyMessage?: string;
};

const HEIGHT = 220;
const MARGIN = { top: 12, right: 12, bottom: 28 };
/** The width drawn before the chart has measured its box (and on the server). */
const FIRST_WIDTH = 640;

/** The chart follows its box's width, so 12px type stays 12px on a phone. */
function useBoxWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FIRST_WIDTH);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * A bar or line chart drawn as SVG, with its numbers in a table: "Show as table" shows it on the
 * screen, and print always does. The drawing is hidden from screen readers, which read the
 * table instead (the button names it). No chart library: see docs/decisions.md, "Issue 35:
 * charts".
 */
export function Chart({
  title,
  kind,
  series,
  labelHeader,
  formatValue = formatIndianNumber,
  emptyMessage,
}: ChartProps) {
  const captionId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  const rows = chartRows(series);
  const columns: DataTableColumn<ChartRow>[] = [
    { id: 'label', header: labelHeader, cell: (row) => row.label },
    ...series.map((one, index): DataTableColumn<ChartRow> => ({
      id: `series-${index}`,
      header: one.name,
      align: 'end',
      cell: (row) => {
        const value = row.values[index];
        return value === null || value === undefined ? '—' : formatValue(value);
      },
    })),
  ];
  return (
    <figure className={styles.chart} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {title}
      </figcaption>
      {rows.length === 0 ? (
        <p className={styles.empty}>{emptyMessage ?? <Trans>Nothing to show yet.</Trans>}</p>
      ) : (
        <>
          {series.length > 1 ? (
            <ul className={styles.legend} aria-hidden="true">
              {series.map((one, index) => (
                <li key={one.name}>
                  <span className={styles.swatch} data-series={index % 4} />
                  {one.name}
                </li>
              ))}
            </ul>
          ) : null}
          <ChartDrawing kind={kind} series={series} rows={rows} formatValue={formatValue} />
          <p className={styles.toggle} data-print-hide>
            <Button
              variant="secondary"
              size="sm"
              aria-expanded={tableShown}
              aria-controls={tableId}
              onClick={() => setTableShown((shown) => !shown)}
            >
              {tableShown ? <Trans>Hide table</Trans> : <Trans>Show as table</Trans>}
            </Button>
          </p>
          <div id={tableId} className={tableShown ? undefined : styles.tableOnPrintOnly}>
            <DataTable
              caption={title}
              columns={columns}
              rows={rows}
              getRowId={(row) => row.label}
              defaultPageSize={100}
            />
          </div>
        </>
      )}
    </figure>
  );
}

function ChartDrawing({
  kind,
  series,
  rows,
  formatValue,
}: {
  kind: ChartProps['kind'];
  series: readonly ChartSeries[];
  rows: readonly ChartRow[];
  formatValue: (value: number) => string;
}) {
  const [boxRef, width] = useBoxWidth();
  const values = rows.flatMap((row) => row.values.filter((value) => value !== null));
  const ticks = niceTicks(values);
  const tickLabels = ticks.map(formatValue);
  const left = Math.max(...tickLabels.map(textWidth));
  const plotWidth = Math.max(1, width - left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const low = ticks[0]!;
  const high = ticks.at(-1)!;
  const y = (value: number) => MARGIN.top + plotHeight * (1 - (value - low) / (high - low));
  const band = plotWidth / rows.length;
  const centre = (index: number) => left + band * (index + 0.5);
  const stride = labelStride(
    rows.map((row) => row.shortLabel),
    plotWidth,
  );
  const tooltip = (row: ChartRow, index: number) =>
    `${row.label}: ${series.length > 1 ? `${series[index]!.name} ` : ''}${formatValue(row.values[index]!)}`;

  return (
    <div ref={boxRef} className={styles.drawing}>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        aria-hidden="true"
        focusable="false"
        className={styles.svg}
      >
        {ticks.map((tick, index) => (
          <g key={tick} className={styles.tick}>
            <line x1={left} x2={left + plotWidth} y1={y(tick)} y2={y(tick)} />
            <text x={left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
              {tickLabels[index]}
            </text>
          </g>
        ))}
        {rows.map((row, index) =>
          index % stride === 0 ? (
            <text
              key={row.label}
              className={styles.axisLabel}
              x={centre(index)}
              y={HEIGHT - 8}
              textAnchor="middle"
            >
              {row.shortLabel}
            </text>
          ) : null,
        )}
        {kind === 'bar'
          ? rows.map((row, rowIndex) => {
              const barWidth = Math.max(1, (band * 0.8) / series.length);
              const start = left + band * rowIndex + band * 0.1;
              return row.values.map((value, index) =>
                value === null ? null : (
                  <rect
                    key={`${row.label}-${index}`}
                    className={styles.mark}
                    data-series={index % 4}
                    x={start + barWidth * index}
                    y={Math.min(y(value), y(0))}
                    width={barWidth}
                    height={Math.abs(y(0) - y(value))}
                  >
                    <title>{tooltip(row, index)}</title>
                  </rect>
                ),
              );
            })
          : series.map((one, index) => (
              <g key={one.name} className={styles.line} data-series={index % 4}>
                <path d={linePath(rows, index, centre, y)} />
                {rows.map((row, rowIndex) =>
                  row.values[index] === null ? null : (
                    <circle
                      key={row.label}
                      cx={centre(rowIndex)}
                      cy={y(row.values[index]!)}
                      r={rows.length > 40 ? 2 : 3.5}
                    >
                      <title>{tooltip(row, index)}</title>
                    </circle>
                  ),
                )}
              </g>
            ))}
      </svg>
    </div>
  );
}

/** One series' line: a gap (a null value) lifts the pen. */
function linePath(
  rows: readonly ChartRow[],
  index: number,
  centre: (rowIndex: number) => number,
  y: (value: number) => number,
): string {
  let penDown = false;
  return rows
    .map((row, rowIndex) => {
      const value = row.values[index];
      if (value === null || value === undefined) {
        penDown = false;
        return '';
      }
      const command = penDown ? 'L' : 'M';
      penDown = true;
      return `${command}${centre(rowIndex).toFixed(1)},${y(value).toFixed(1)}`;
    })
    .join('');
}

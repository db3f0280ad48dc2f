import { useState, type CSSProperties, type PointerEvent } from 'react';
import {
  getThemeColor,
  Paper,
  Text,
  useMantineTheme,
  VisuallyHidden,
  type MantineColor,
} from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';

import { chartScale } from '@/lib/chart-scale';
import { formatKr } from '@/lib/format';

import { familyCopy } from '../copy';
import classes from './spending-chart.module.css';

const copy = familyCopy.insights;

export type ChartSeries = { key: string; label: string; color: MantineColor };
export type ChartWeek = {
  key: string;
  /** Under the bar: 'v. 47'. */
  short: string;
  /** In the tooltip and the text alternative: 'Vecka 47'. */
  long: string;
  /** Öre per series key; a missing key is 0. */
  values: Record<string, number>;
};

const pct = (part: number, whole: number) => `${whole > 0 ? (part / whole) * 100 : 0}%`;

/**
 * A child's spending per week, stacked by category. Plain boxes sized in percent (no chart
 * library): it fits any width, draws in the theme's colours in light and dark, and costs a few
 * kilobytes. Screen readers get a summary (role="img") and a visually hidden table of every value.
 */
export function SpendingChart({
  name,
  weeks,
  series,
  height,
}: {
  /** The child's first name, for the text alternative. */
  name: string;
  weeks: ChartWeek[];
  series: ChartSeries[];
  height: number;
}) {
  const theme = useMantineTheme();
  const [active, setActive] = useState<number | null>(null);
  const rootRef = useClickOutside<HTMLDivElement>(() => setActive(null));

  const value = (week: ChartWeek, key: string) => Math.max(0, week.values[key] ?? 0);
  const totals = weeks.map((week) => series.reduce((sum, s) => sum + value(week, s.key), 0));
  const { top, ticks } = chartScale(Math.max(0, ...totals));
  const shown = series.filter((s) => weeks.some((week) => value(week, s.key) > 0));
  const color = (s: ChartSeries) => getThemeColor(s.color, theme);
  const biggest = (week: ChartWeek) =>
    shown.reduce<ChartSeries | null>(
      (best, s) => (value(week, s.key) > (best ? value(week, best.key) : 0) ? s : best),
      null,
    );

  const label = copy.chartLabel(
    name,
    weeks.map((week, i) =>
      copy.chartWeek(week.long, formatKr(totals[i] ?? 0), biggest(week)?.label ?? null),
    ),
  );
  // A mouse leaving the chart hides the tooltip; a finger's tooltip stays until a tap elsewhere.
  const leave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setActive(null);
  };

  return (
    <div>
      <div
        ref={rootRef}
        role="img"
        aria-label={label}
        className={classes.root}
        onPointerLeave={leave}
      >
        <div className={classes.plot} style={{ '--chart-height': `${height}px` } as CSSProperties}>
          <div className={classes.yAxis}>
            {[...ticks].reverse().map((tick) => (
              <span key={tick}>{formatKr(tick)}</span>
            ))}
          </div>
          <div className={classes.area}>
            {ticks.map((tick) => (
              <div
                key={tick}
                className={classes.grid}
                data-zero={tick === 0 || undefined}
                style={{ bottom: pct(tick, top) }}
              />
            ))}
            {weeks.map((week, i) => (
              <div
                key={week.key}
                className={classes.column}
                data-active={active === i || undefined}
                onPointerEnter={() => setActive(i)}
                onPointerDown={() => setActive(i)}
              >
                <div
                  className={classes.bar}
                  data-chart-bar={week.key}
                  style={{ height: pct(totals[i] ?? 0, top) }}
                >
                  {shown.map((s) =>
                    value(week, s.key) > 0 ? (
                      <div
                        key={s.key}
                        className={classes.segment}
                        style={{
                          height: pct(value(week, s.key), totals[i] ?? 0),
                          backgroundColor: color(s),
                        }}
                      />
                    ) : null,
                  )}
                </div>
              </div>
            ))}
            {active !== null && weeks[active] && (
              <WeekTooltip
                week={weeks[active]}
                total={totals[active] ?? 0}
                // Beside the bar, on the side with more room, so it never hides the bar itself.
                position={
                  active < weeks.length / 2
                    ? { left: `calc(${pct(active + 1, weeks.length)} + 4px)` }
                    : { right: `calc(${pct(weeks.length - active, weeks.length)} + 4px)` }
                }
                rows={[...shown]
                  .reverse()
                  .filter((s) => value(weeks[active]!, s.key) > 0)
                  .map((s) => ({ ...s, color: color(s), ore: value(weeks[active]!, s.key) }))}
              />
            )}
          </div>
          <div />
          <div className={classes.xAxis}>
            {weeks.map((week) => (
              <span key={week.key}>{week.short}</span>
            ))}
          </div>
        </div>
        {shown.length > 0 && (
          <div className={classes.legend}>
            {shown.map((s) => (
              <span key={s.key} className={classes.legendItem}>
                <span className={classes.swatch} style={{ backgroundColor: color(s) }} />
                {s.label}
              </span>
            ))}
          </div>
        )}
      </div>
      <VisuallyHidden>
        <table>
          <caption>{copy.categoryTable(name)}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.category}</th>
              {weeks.map((week) => (
                <th key={week.key} scope="col">
                  {week.long}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((s) => (
              <tr key={s.key}>
                <th scope="row">{s.label}</th>
                {weeks.map((week) => (
                  <td key={week.key}>{formatKr(value(week, s.key))}</td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">{copy.total}</th>
              {weeks.map((week, i) => (
                <td key={week.key}>{formatKr(totals[i] ?? 0)}</td>
              ))}
            </tr>
          </tbody>
        </table>
      </VisuallyHidden>
    </div>
  );
}

function WeekTooltip({
  week,
  total,
  position,
  rows,
}: {
  week: ChartWeek;
  total: number;
  position: CSSProperties;
  rows: { key: string; label: string; color: string; ore: number }[];
}) {
  return (
    <Paper className={classes.tooltip} style={position} withBorder shadow="md" p="xs" radius="md">
      <Text size="sm" fw={700}>
        {week.long}
      </Text>
      {rows.length > 0 && (
        <div className={classes.tooltipRows}>
          {rows.map((row) => (
            <Row key={row.key} label={row.label} color={row.color} ore={row.ore} />
          ))}
        </div>
      )}
      <div className={classes.tooltipTotal}>
        <span>{copy.total}</span>
        <span>{formatKr(total)}</span>
      </div>
    </Paper>
  );
}

function Row({ label, color, ore }: { label: string; color: string; ore: number }) {
  return (
    <>
      <span className={classes.swatch} style={{ backgroundColor: color }} />
      <span>{label}</span>
      <span>{formatKr(ore)}</span>
    </>
  );
}

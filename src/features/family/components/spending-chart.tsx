import '@mantine/charts/styles.css';

import { BarChart } from '@mantine/charts';

/** Stacked weekly spending per category (recharts; loaded only where a parent views insights). */
export default function SpendingChart({
  rows,
  series,
  height,
}: {
  rows: Record<string, string | number>[];
  series: { name: string; color: string }[];
  height: number;
}) {
  return (
    <BarChart
      h={height}
      data={rows}
      dataKey="week"
      type="stacked"
      aria-hidden
      // The table beside it is the accessible version; the chart itself takes no focus.
      barChartProps={{ accessibilityLayer: false }}
      valueFormatter={(value) => `${Math.round(value)} kr`}
      series={series}
    />
  );
}

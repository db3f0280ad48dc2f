import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { render } from '@test-utils';

import { SpendingChart, type ChartSeries, type ChartWeek } from './spending-chart';

const NBSP = '\u00A0';
/** As lib/format writes it, with no-break spaces ('1 450 kr'). */
const kr = (n: string) => `${n.replace(' ', NBSP)}${NBSP}kr`;
/** As testing-library's text matchers see it (every space normalised). */
const krText = (n: string) => `${n} kr`;

const series: ChartSeries[] = [
  { key: 'food', label: 'Mat & Dryck', color: 'teal.6' },
  { key: 'shopping', label: 'Shopping', color: 'violet.6' },
  { key: 'health', label: 'Hälsa', color: 'pink.6' },
];

const week = (n: number, values: Record<string, number>): ChartWeek => ({
  key: `2026-W${n}`,
  short: `v. ${n}`,
  long: `Vecka ${n}`,
  values,
});

const weeks = [
  week(44, { food: 20_000, shopping: 15_000 }),
  week(45, {}),
  week(46, { food: 5_000, shopping: 30_000 }),
  week(47, { food: 12_050 }),
];

const renderChart = (w = weeks) =>
  render(<SpendingChart name="Elsa" weeks={w} series={series} height={200} />);

describe('SpendingChart', () => {
  it('is one image for screen readers, named with each week’s total and biggest category', () => {
    renderChart();
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Stapeldiagram: Elsas utgifter per kategori de senaste fyra veckorna. ' +
        `Vecka 44: ${kr('350')}, mest Mat & Dryck. Vecka 45: inga köp. ` +
        `Vecka 46: ${kr('350')}, mest Shopping. Vecka 47: ${kr('120,50')}, mest Mat & Dryck.`,
    );
  });

  it('has a visually hidden table with every value, only the categories with spending', () => {
    renderChart();
    const table = screen.getByRole('table', { name: 'Elsas utgifter per kategori och vecka' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Kategori', 'Vecka 44', 'Vecka 45', 'Vecka 46', 'Vecka 47'],
      ['Mat & Dryck', kr('200'), kr('0'), kr('50'), kr('120,50')],
      ['Shopping', kr('150'), kr('0'), kr('300'), kr('0')],
      ['Totalt', kr('350'), kr('0'), kr('350'), kr('120,50')],
    ]);
  });

  it('labels the value axis in kronor from 0 to a round top, and each week under its bar', () => {
    const { container } = renderChart();
    const chart = within(screen.getByRole('img'));
    for (const tick of ['0', '100', '200', '300', '400']) {
      expect(chart.getByText(krText(tick))).toBeInTheDocument();
    }
    expect(['v. 44', 'v. 45', 'v. 46', 'v. 47'].map((w) => chart.getByText(w))).toHaveLength(4);
    // 350 of 400 kr; the stack is split by category, the first series at the bottom.
    const bar = container.querySelector<HTMLElement>('[data-chart-bar="2026-W44"]')!;
    expect(bar.style.height).toBe('87.5%');
    const segments = [...bar.children] as HTMLElement[];
    expect(segments.map((s) => s.style.height)).toEqual([
      `${(200 / 350) * 100}%`,
      `${(150 / 350) * 100}%`,
    ]);
    expect(segments[0]!.style.backgroundColor).toBe('var(--mantine-color-teal-6)');
    expect(container.querySelector<HTMLElement>('[data-chart-bar="2026-W45"]')!.style.height).toBe(
      '0%',
    );
  });

  it('has a legend of the categories that were spent on, in the theme’s colours', () => {
    renderChart();
    const chart = within(screen.getByRole('img'));
    const swatch = (label: string) =>
      chart.getByText(label).querySelector<HTMLElement>('span')!.style.backgroundColor;
    expect(swatch('Mat & Dryck')).toBe('var(--mantine-color-teal-6)');
    expect(swatch('Shopping')).toBe('var(--mantine-color-violet-6)');
    // Hälsa had no spending: neither in the legend nor in the hidden table.
    expect(screen.queryByText('Hälsa')).not.toBeInTheDocument();
  });

  it('shows a week’s amounts on hover and hides them when the mouse leaves', async () => {
    const user = userEvent.setup();
    const { container } = renderChart();
    const column = container.querySelector('[data-chart-bar="2026-W46"]')!.parentElement!;
    await user.hover(column);
    const tooltip = screen.getByText('Totalt', { selector: 'span' }).closest('.mantine-Paper-root');
    expect(tooltip).toHaveTextContent(
      `Vecka 46Shopping${krText('300')}Mat & Dryck${krText('50')}Totalt${krText('350')}`,
    );
    expect(column).toHaveAttribute('data-active');
    await user.unhover(screen.getByRole('img'));
    expect(screen.queryByText('Totalt', { selector: 'span' })).not.toBeInTheDocument();
  });

  it('keeps a tapped week’s tooltip after the finger lifts, until a tap outside', () => {
    const { container } = renderChart();
    const column = container.querySelector('[data-chart-bar="2026-W47"]')!.parentElement!;
    fireEvent.pointerDown(column, { pointerType: 'touch' });
    fireEvent.pointerLeave(screen.getByRole('img'), { pointerType: 'touch' });
    expect(
      screen.getByText('Totalt', { selector: 'span' }).closest('.mantine-Paper-root'),
    ).toHaveTextContent(`Vecka 47Mat & Dryck${krText('120,50')}Totalt${krText('120,50')}`);
    fireEvent.mouseDown(document.body);
    expect(screen.queryByText('Totalt', { selector: 'span' })).not.toBeInTheDocument();
  });

  it('draws an empty chart with a 0–100 kr axis when nothing was bought', () => {
    renderChart([week(44, {}), week(45, {})]);
    const chart = within(screen.getByRole('img'));
    expect(chart.getByText(krText('0'))).toBeInTheDocument();
    expect(chart.getByText(krText('100'))).toBeInTheDocument();
    // No categories were bought from: no legend, only the total row in the table.
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      /Vecka 44: inga köp\. Vecka 45: inga köp\.$/,
    );
  });
});

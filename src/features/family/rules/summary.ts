import { formatKr } from '@/lib/format';

import type { Insights } from '../api/family-api';

type Labels = Record<string, string>;

/** A warm weekly summary for a parent, from what the child shares (pure; table-tested). */
export function weeklySummary(insights: Insights, categoryLabels: Labels): string {
  const name = insights.child.first_name;
  const parts: string[] = [];
  const week = insights.weeks?.at(-1);
  if (week) {
    if (week.spent_ore === 0) {
      parts.push(`${name} har inte skrivit upp några köp den här veckan.`);
    } else {
      const top = Object.entries(week.by_category).sort((a, b) => b[1] - a[1])[0];
      const most = top ? `, mest ${categoryLabels[top[0]] ?? top[0]}` : '';
      parts.push(`${name} har handlat för ${formatKr(week.spent_ore)} den här veckan${most}.`);
    }
    if (week.budget_ore !== null) {
      parts.push(
        week.spent_ore <= week.budget_ore
          ? `Budgeten på ${formatKr(week.budget_ore)} håller hittills.`
          : `Budgeten på ${formatKr(week.budget_ore)} är överskriden.`,
      );
    }
  }
  if (insights.learning) {
    const n = insights.learning.lessons_this_week;
    if (n > 0)
      parts.push(`${name} har klarat ${n === 1 ? '1 lektion' : `${n} lektioner`} den här veckan.`);
  }
  const streak = insights.streak.check_in;
  if (streak !== null && streak >= 2) parts.push(`Just nu en svit på ${streak} dagar i rad.`);
  if (insights.tasks.waiting > 0) {
    parts.push(
      insights.tasks.waiting === 1
        ? 'Ett uppdrag väntar på ditt godkännande.'
        : `${insights.tasks.waiting} uppdrag väntar på ditt godkännande.`,
    );
  }
  return parts.length > 0 ? parts.join(' ') : `Inget nytt från ${name} den här veckan än.`;
}

import { screen, waitFor, within } from '@testing-library/react';
import competitionRulesCopy from 'virtual:page/competitionRules';
import { beforeEach, describe, expect, it } from 'vitest';

import { pageHead } from '@/content';
import {
  CATEGORY_DAILY_CAPS,
  competitionKinds,
  DAILY_POINTS_CEILING,
  GOAL_MATURITY_HOURS,
  GOAL_POINTS_CAP,
  GOAL_POINTS_PER_DAY,
  OFFLINE_GRACE_HOURS,
  PRIZES,
  SCORING_GOALS,
  STREAK_MILESTONE_XP,
  XP_KINDS,
  XP_RULES,
  type PointsCategory,
} from '@/lib/gamification';
import { resetAuthStore } from '@/stores/auth-store';
import { renderApp, signOut } from '@test-utils';

import { CATEGORY_TEXT, KIND_TEXT, NO_POINTS_TEXT } from './page-content/rule-texts';

// /tavlingsregler (issue 19, deliverable 5): every number on the page is the rules' own constant.

beforeEach(() => {
  resetAuthStore();
  signOut();
});

async function openRules() {
  renderApp('/tavlingsregler');
  await screen.findByRole('heading', { level: 1, name: 'Tävlingsregler' });
}

/** The rows of a captioned table as [label cell text, value cell text]. */
function tableRows(caption: string): [string, string][] {
  const table = screen.getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const [label, value] = row.querySelectorAll('th, td');
      return [label?.textContent ?? '', value?.textContent ?? ''];
    });
}

describe('the copy', () => {
  it('names every competition kind and every kind that gives no points (no raw ids)', () => {
    for (const kind of competitionKinds) expect(KIND_TEXT[kind], kind).toBeDefined();
    for (const kind of XP_KINDS.filter((k) => !XP_RULES[k].competition)) {
      expect(NO_POINTS_TEXT[kind], kind).toBeDefined();
    }
    const categories = Object.keys(CATEGORY_DAILY_CAPS) as PointsCategory[];
    for (const category of categories) expect(CATEGORY_TEXT[category]).toBeDefined();
    expect(JSON.stringify(competitionRulesCopy)).not.toMatch(/_(day|deposit|kept|passed)\b/);
  });

  it('has its own title and description', () => {
    const { meta } = pageHead('competitionRules');
    expect(meta[0]).toEqual({ title: 'Tävlingsregler – Månadens Tävling – Slantis' });
    expect(meta[1]).toEqual({
      name: 'description',
      content: expect.stringContaining(`högst ${DAILY_POINTS_CEILING} poäng om dagen`) as string,
    });
  });
});

describe('/tavlingsregler', () => {
  it('lists the points of every competition kind from XP_RULES, and the goal points', async () => {
    await openRules();
    const rows = tableRows('Poäng i Månadens Tävling');
    expect(rows).toHaveLength(competitionKinds.length + 1);
    competitionKinds.forEach((kind, index) => {
      const [label, value] = rows[index]!;
      expect(label).toContain(KIND_TEXT[kind]!.label);
      if (kind === 'streak_milestone') {
        for (const [days, xp] of Object.entries(STREAK_MILESTONE_XP)) {
          expect(label).toContain(`${days} dagar: ${xp} poäng`);
        }
        const all = Object.values(STREAK_MILESTONE_XP);
        expect(value).toBe(`${Math.min(...all)}–${Math.max(...all)} poäng`);
      } else {
        expect(value).toBe(`${XP_RULES[kind].xp} poäng`);
      }
    });
    expect(rows.at(-1)).toEqual([
      expect.stringContaining(`högst ${GOAL_POINTS_CAP} per mål`) as string,
      `högst ${GOAL_POINTS_CAP} poäng`,
    ]);
    // Purchases, courses and tasks: XP, but not in this table.
    for (const kind of XP_KINDS.filter((k) => !XP_RULES[k].competition)) {
      expect(screen.getByText(NO_POINTS_TEXT[kind]!)).toBeInTheDocument();
    }
  });

  it('states the ceilings per day from fair-play.ts', async () => {
    await openRules();
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: `Högst ${DAILY_POINTS_CEILING} poäng om dagen`,
      }),
    ).toBeInTheDocument();
    const caps = tableRows('Tak per dag');
    const categories = Object.keys(CATEGORY_DAILY_CAPS) as PointsCategory[];
    expect(caps).toEqual([
      ...categories.map((category) => [
        expect.stringContaining(CATEGORY_TEXT[category].label) as string,
        `${CATEGORY_DAILY_CAPS[category]} poäng`,
      ]),
      ['Allt tillsammans', `${DAILY_POINTS_CEILING} poäng`],
    ]);
  });

  it('the goal rules, fairness, who may win and the prizes', async () => {
    await openRules();
    const main = screen.getByRole('main');
    for (const text of [
      `högst ${GOAL_POINTS_PER_DAY} poäng för varje dag`,
      `Bara dina ${SCORING_GOALS} bästa mål`,
      `${GOAL_MATURITY_HOURS} timmar gammalt`,
      `högst ${OFFLINE_GRACE_HOURS} timmar bakåt`,
      'den som nådde poängen först',
      'är 13–23 år',
      'Du bor i Sverige',
      'smeknamn',
      '00:00 svensk tid den 1:a',
      'i appen och med e-post',
      'bekräftar en förälder vart priset ska skickas',
      'inom 30 dagar',
      'granskar en person',
      'stänger varje måndag',
    ]) {
      expect(main, text).toHaveTextContent(
        new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'),
      );
    }
    expect(tableRows('Månadens priser')).toEqual(
      PRIZES.map(({ position, prize }) => [`${position}:a plats`, prize]),
    );
  });

  it('is titled for the browser tab and linked from /belöningar', async () => {
    await openRules();
    await waitFor(() => expect(document.title).toBe('Tävlingsregler – Månadens Tävling – Slantis'));
    renderApp('/belöningar');
    await screen.findByRole('heading', { level: 1, name: 'Belöningar' });
    expect(screen.getByRole('link', { name: 'Tävlingsregler' })).toHaveAttribute(
      'href',
      '/tavlingsregler',
    );
  });
});

/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { courses } from '@/content';

import { drillsCopy } from '../copy';

/**
 * The content check of the scam drills. Their verdicts live only on the server (the drills are
 * data of supabase/migrations/20261127001100_money_year.sql, never shipped with the app before an
 * answer), so this check reads them from the migration: every drill belongs to a real lesson of
 * the security course, has a known channel, readable texts, and warning signs exactly when it is
 * a scam; together they cover Swish, BankID, money mules and fake shops and include real
 * messages too (so "always scam" is not a winning strategy).
 */
const MIGRATION = join(process.cwd(), 'supabase/migrations/20261127001100_money_year.sql');

type Value = string | number | boolean | string[];

/** The rows of `insert into private.scam_drills (...) values (...), (...);` as plain values. */
function drillRows(sql: string): Value[][] {
  const start = sql.indexOf('insert into private.scam_drills');
  if (start < 0) throw new Error('no drills in the migration');
  const text = sql.slice(sql.indexOf('values', start) + 'values'.length);
  const rows: Value[][] = [];
  let row: Value[] | null = null;
  let array: string[] | null = null;
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === "'") {
      let value = '';
      i += 1;
      while (i < text.length) {
        if (text[i] === "'" && text[i + 1] === "'") {
          value += "'";
          i += 2;
        } else if (text[i] === "'") {
          break;
        } else {
          value += text[i];
          i += 1;
        }
      }
      i += 1;
      if (array) array.push(value);
      else row?.push(value === '{}' ? [] : value);
      continue;
    }
    if (text.startsWith('array[', i)) {
      array = [];
      i += 'array['.length;
      continue;
    }
    if (ch === ']' && array) {
      row?.push(array);
      array = null;
    } else if (ch === '(' && !row) {
      row = [];
    } else if (ch === ')' && row) {
      rows.push(row);
      row = null;
    } else if (ch === ';' && !row) {
      break;
    } else if (row && !array && /[0-9a-z]/.test(ch)) {
      const word = /^[0-9a-z]+/.exec(text.slice(i))![0];
      row.push(word === 'true' ? true : word === 'false' ? false : Number(word));
      i += word.length;
      continue;
    }
    i += 1;
  }
  return rows;
}

const rows = drillRows(readFileSync(MIGRATION, 'utf8')).map(
  ([id, position, lessonId, channel, sender, message, question, isScam, explanation, signs]) => ({
    id: id as string,
    position: position as number,
    lessonId: lessonId as string,
    channel: channel as string,
    sender: sender as string,
    message: message as string,
    question: question as string,
    isScam: isScam as boolean,
    explanation: explanation as string,
    signs: signs as string[],
  }),
);
const lessonIds = new Set(courses.flatMap((course) => course.lessons.map((lesson) => lesson.id)));

describe('scam drills (content check)', () => {
  it('reads every drill of the migration', () => {
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i + 1));
  });

  it.each(rows.map((r) => [r.id, r] as const))(
    '%s is complete and in the security course',
    (_id, r) => {
      expect(r.id).toMatch(/^[a-z0-9][a-z0-9-]{0,40}$/);
      expect(lessonIds.has(r.lessonId)).toBe(true);
      expect(Object.keys(drillsCopy.channel)).toContain(r.channel);
      for (const text of [r.sender, r.message, r.question, r.explanation]) {
        expect(text.trim().length).toBeGreaterThan(5);
      }
      expect(r.question).toMatch(/\?$/);
      // Warning signs exactly for scams; a real message's explanation says so.
      expect(r.signs.length > 0).toBe(r.isScam);
      if (!r.isScam) expect(r.explanation).toMatch(/^Inget bedrägeri/);
    },
  );

  it('covers Swish, BankID, money mules and fake shops, and has real messages too', () => {
    const ids = rows.map((r) => r.id);
    expect(ids).toEqual(
      expect.arrayContaining(['blocket-swish', 'bankid-samtal', 'snabba-pengar', 'falsk-butik']),
    );
    expect(rows.filter((r) => !r.isScam).length).toBeGreaterThanOrEqual(2);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { GENERIC_REFUSAL, REFUSAL_HINT, refusalSentence, refusalWords } from './refusals';

// The server's refusals, read from the migrations: push_ops' own codes and sentences, and every
// rule raised in SQL with a refusal code as its HINT. The app must word each code, and word it as
// the server does (one map, two copies that cannot drift apart).
const MIGRATIONS = join(process.cwd(), 'supabase/migrations');
const migrations = readdirSync(MIGRATIONS)
  .filter((file) => file.endsWith('.sql'))
  .sort()
  .map((file) => ({ file, sql: readFileSync(join(MIGRATIONS, file), 'utf8') }));
const pushOps = migrations.find(({ sql }) => /create function public\.push_ops\(/.test(sql))!.sql;

/** A `name constant jsonb := '{…}'` of push_ops, parsed. */
function constant(name: string): Record<string, string> {
  const match = new RegExp(`\\b${name} constant jsonb :=\\s*'([^']*)'`).exec(pushOps);
  if (!match?.[1]) throw new Error(`push_ops has no constant ${name}`);
  return JSON.parse(match[1]) as Record<string, string>;
}

const serverWords = constant('refusals');
const constraintCodes = constant('constraint_codes');
const ruleCodes = constant('rule_codes');

/** The codes push_ops answers with: its shape checks, the SQLSTATE case and both code maps. */
function pushOpsCodes(): string[] {
  const built = [...pushOps.matchAll(/'code', '([a-z][a-z0-9_]*)'/g)].map((m) => m[1]!);
  const decided = /refusal := case([\s\S]*?)\bend;/.exec(pushOps)?.[1] ?? '';
  const fromCase = [...decided.matchAll(/then '([a-z][a-z0-9_]*)'/g)].map((m) => m[1]!);
  const fallbacks = [...decided.matchAll(/, '([a-z][a-z0-9_]*)'\)/g)].map((m) => m[1]!);
  return [
    ...new Set([
      ...built,
      ...fromCase,
      ...fallbacks,
      ...Object.values(constraintCodes),
      ...Object.values(ruleCodes),
    ]),
  ].sort();
}

type HintedRaise = { file: string; code: string; message: string | null };

/** Every `raise exception '<message>' … hint = '<code>'` whose hint is a refusal code. */
function hintedRaises(): HintedRaise[] {
  return migrations.flatMap(({ file, sql }) =>
    [...sql.matchAll(/raise exception\s+('(?:[^']|'')*')?([^;]*?)\bhint = '([^']*)'/g)]
      .filter((m) => REFUSAL_HINT.test(m[3]!))
      .map((m) => {
        const literal = m[1] ? m[1].slice(1, -1).replaceAll("''", "'") : null;
        // A message with % parameters is formatted at run time: only its code can be checked.
        const message = literal !== null && !literal.includes('%') ? literal : null;
        return { file, code: m[3]!, message };
      }),
  );
}

describe('refusal words', () => {
  it('finds push_ops and its code maps in the migrations', () => {
    expect(Object.keys(serverWords).length).toBeGreaterThan(20);
    expect(constraintCodes).toMatchObject({ transactions_amount_check: 'amount_out_of_range' });
    expect(pushOpsCodes()).toEqual(
      expect.arrayContaining(['bad_op_id', 'unknown_column', 'not_your_row', 'invalid_value']),
    );
  });

  it.each(pushOpsCodes())(
    'push_ops code %s has its Swedish sentence, here and on the server',
    (code) => {
      expect(serverWords[code], `push_ops' refusals has no ${code}`).toEqual(expect.any(String));
      expect(refusalSentence(code)).not.toBe(GENERIC_REFUSAL);
    },
  );

  it.each(Object.entries(serverWords))('the app says %s as push_ops does', (code, sentence) => {
    expect(refusalWords[code as keyof typeof refusalWords]).toBe(sentence);
  });

  it('finds every rule raised with a refusal code as its hint, and words it as the SQL does', () => {
    const raises = hintedRaises();
    expect(raises.map((raise) => raise.code)).toContain('reauthentication_required');
    for (const { file, code, message } of raises) {
      expect(Object.hasOwn(refusalWords, code), `${file}: no sentence for hint ${code}`).toBe(true);
      if (message !== null)
        expect(refusalSentence(code), `${file}: ${code} is said differently`).toBe(message);
    }
  });

  it.each(Object.entries(refusalWords))('%s is a Swedish sentence, not SQL', (_code, sentence) => {
    expect(sentence).toMatch(/^[A-ZÅÄÖ].*[.!?]$/);
    expect(sentence).not.toMatch(/violates|invalid input|column|relation|uuid|syntax|constraint/i);
  });

  it('falls back to a generic sentence for a code it does not know, never the code itself', () => {
    expect(refusalSentence('23514')).toBe(GENERIC_REFUSAL);
    expect(refusalSentence(undefined)).toBe(GENERIC_REFUSAL);
    expect(refusalSentence('toString')).toBe(GENERIC_REFUSAL);
  });
});

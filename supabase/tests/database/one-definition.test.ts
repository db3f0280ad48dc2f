import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 39: the schema reads as the schema it is. Every function, view, trigger and policy is
// defined in one migration (docs/schema.md): a change to one edits that definition (this history
// is pre-release), never a second `create or replace` in a later file that leaves the first one
// standing as text nobody runs.

const MIGRATIONS = join(process.cwd(), 'supabase', 'migrations');

type Definition = { kind: string; name: string; file: string };

/** The objects each migration defines, by kind and schema-qualified name. */
function definitions(files: { name: string; sql: string }[]): Definition[] {
  const found: Definition[] = [];
  const qualified = (name: string) => {
    const plain = name.replace(/"/g, '').toLowerCase();
    return plain.includes('.') ? plain : `public.${plain}`;
  };
  for (const { name: file, sql } of files) {
    // Comments say what other files define; only statements count.
    const code = sql.replace(/--[^\n]*/g, '');
    const patterns: [string, RegExp, (match: RegExpExecArray) => string][] = [
      [
        'function',
        /create\s+(?:or\s+replace\s+)?function\s+([\w."]+)\s*\(/gi,
        (m) => qualified(m[1]!),
      ],
      [
        'view',
        /create\s+(?:or\s+replace\s+)?(?:materialized\s+)?view\s+([\w."]+)/gi,
        (m) => qualified(m[1]!),
      ],
      [
        'trigger',
        /create\s+(?:or\s+replace\s+)?(?:constraint\s+)?trigger\s+(\w+)\s+[\s\S]*?\bon\s+([\w."]+)/gi,
        (m) => `${m[1]!.toLowerCase()} on ${qualified(m[2]!)}`,
      ],
      [
        'policy',
        /create\s+policy\s+("[^"]+"|\w+)\s+on\s+([\w."]+)/gi,
        (m) => `${m[1]!.replace(/"/g, '')} on ${qualified(m[2]!)}`,
      ],
    ];
    for (const [kind, pattern, name] of patterns) {
      for (const match of code.matchAll(pattern)) found.push({ kind, name: name(match), file });
    }
  }
  return found;
}

/** Objects defined more than once, with the files that define them. */
function definedTwice(found: Definition[]): string[] {
  const places = new Map<string, string[]>();
  for (const { kind, name, file } of found) {
    const key = `${kind} ${name}`;
    places.set(key, [...(places.get(key) ?? []), file]);
  }
  return [...places]
    .filter(([, files]) => files.length > 1)
    .map(([key, files]) => `${key}: ${files.join(', ')}`);
}

describe('one definition for each thing in the database', () => {
  it('defines every function, view, trigger and policy in one migration only', () => {
    const files = readdirSync(MIGRATIONS)
      .filter((file) => file.endsWith('.sql'))
      .sort()
      .map((file) => ({ name: file, sql: readFileSync(join(MIGRATIONS, file), 'utf8') }));
    const found = definitions(files);
    expect(found.filter((d) => d.kind === 'function').length).toBeGreaterThan(100);
    expect(found.some((d) => d.kind === 'policy')).toBe(true);
    expect(definedTwice(found)).toEqual([]);
  });

  it('tells a later redefinition apart, and reads past comments', () => {
    const files = [
      {
        name: '1_a.sql',
        sql: `create function private.tell(uid uuid) returns void language sql as $$ select 1 $$;
              create policy "own rows" on public.goals for select using (true);
              -- create function private.tell(…) lives in 2_b.sql`,
      },
      {
        name: '2_b.sql',
        sql: `create or replace function private.tell(uid uuid) returns void language sql as $$ $$;
              create policy "own rows" on goals for select using (true);
              create trigger goals_stamp before update on public.goals for each row execute function x();`,
      },
    ];
    expect(definedTwice(definitions(files))).toEqual([
      'function private.tell: 1_a.sql, 2_b.sql',
      'policy own rows on public.goals: 1_a.sql, 2_b.sql',
    ]);
  });
});

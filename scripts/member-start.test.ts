import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';

import { measureMemberStart } from './member-start';
import { memberOverBudget } from './size-check';

// Random bytes don't compress: each file's gzip size is close to its size.
let dist: string;
const file = (name: string, bytes: number) => writeFileSync(join(dist, name), randomBytes(bytes));

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'member-start-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  file('boot.js', 1_000);
  file('assets/index-aaaaaaaa.js', 10_000);
  file('assets/react-bbbbbbbb.js', 20_000);
  file('assets/member-cccccccc.js', 5_000);
  file('assets/later-dddddddd.js', 30_000);
  file('assets/friends-eeeeeeee.js', 50_000);
  file('assets/home-ffffffff.js', 3_000);
  file('assets/form-gggggggg.js', 7_000);
  file('assets/form-ui-hhhhhhhh.js', 2_000);
  // A module of the app that happens to be called like a group (issue 41 §9): a page's, not the start's.
  file('assets/member-lessons-Ab3_x-9Z.js', 40_000);
  const manifest = {
    'index.html': { file: 'assets/index-aaaaaaaa.js', isEntry: true, imports: ['_react-b.js'] },
    '_react-b.js': { file: 'assets/react-bbbbbbbb.js' },
    '_member-c.js': { file: 'assets/member-cccccccc.js', imports: ['_react-b.js', 'index.html'] },
    '_home-f.js': { file: 'assets/home-ffffffff.js', imports: ['_member-c.js'] },
    // The form's route chunk is a group of its own; what it shares with the sign-in page too.
    'src/routes/_member/add-transaction.tsx?tsr-split=component': {
      file: 'assets/form-gggggggg.js',
      imports: ['_member-c.js', '_form-ui-h.js'],
    },
    '_form-ui-h.js': { file: 'assets/form-ui-hhhhhhhh.js' },
    '_later-d.js': { file: 'assets/later-dddddddd.js', imports: ['_member-c.js'] },
    'src/routes/_member/vanner.tsx': { file: 'assets/friends-eeeeeeee.js' },
    'src/data/repos/member-lessons.ts': {
      file: 'assets/member-lessons-Ab3_x-9Z.js',
      imports: ['_member-c.js'],
    },
  };
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

it("counts boot.js, the entry, the member frame and the screen's own group before its first render, later to idle", () => {
  const [home, app, form] = measureMemberStart(dist);
  // The installed app starts at '/', a member's home: the same files as /app.
  expect(home).toEqual({ ...app, screen: '/' });
  expect(app?.screen).toBe('/app');
  // Not the form's files: each screen loads its own.
  expect(app?.firstRenderFiles).toBe(5);
  expect(app?.firstRenderGzip).toBeGreaterThan(39_000);
  expect(app?.firstRenderGzip).toBeLessThan(40_000);
  expect(app?.idleFiles).toBe(6);
  // Another page's chunk is not part of the start.
  expect(app?.idleGzip).toBeLessThan(71_000);
  expect(form?.screen).toBe('/add-transaction');
  expect(form?.firstRenderFiles).toBe(6);
  expect(form?.firstRenderGzip).toBeGreaterThan(45_000);
  expect(form?.firstRenderGzip).toBeLessThan(46_000);
});

it('fails a start over its byte or file budget, and a screen without one', () => {
  const figures = measureMemberStart(dist);
  const roomy = { firstRenderGzip: 50_000, firstRenderFiles: 6, idleGzip: 80_000 };
  expect(
    memberOverBudget(figures, { '/': roomy, '/app': roomy, '/add-transaction': roomy }),
  ).toEqual([]);
  const failures = memberOverBudget(figures, {
    '/': roomy,
    '/app': { ...roomy, firstRenderFiles: 3, idleGzip: 60_000 },
  });
  expect(failures).toEqual([
    expect.stringMatching(/^member \/app: firstRenderFiles 5 > budget 3$/),
    expect.stringMatching(/^member \/app: idleGzip \d+ > budget 60000$/),
    'member /add-transaction: no budget in scripts/member-budgets.json',
  ]);
});

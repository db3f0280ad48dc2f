import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { contentPlugin } from './content-plugin';

// A build over a copy of one real course, once as written and once with a broken lesson file:
// the broken one must stop the build with the file's path and the line.
const REPO = join(__dirname, '..', '..');
const COURSE = 'budgetering-101';
const LESSON = '01-vad-ar-en-budget.md';

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'slantis-content-'));
  cpSync(join(REPO, 'content', 'courses', COURSE), join(root, 'content', 'courses', COURSE), {
    recursive: true,
  });
  const only = `[${COURSE}]`;
  writeFileSync(
    join(root, 'content', 'catalogue.yaml'),
    `order: ${only}\npublicCourses: ${only}\nmemberCourses: ${only}\ngroups:\n  - title: A\n    description: B\n    courses: ${only}\nrecommendedPath: ${only}\n`,
  );
  writeFileSync(
    join(root, 'entry.js'),
    "import summaries from 'virtual:course-summaries';\nexport default summaries;\n",
  );
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const buildContent = () =>
  build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [contentPlugin(join(root, 'content', 'courses'))],
    build: { write: false, lib: { entry: join(root, 'entry.js'), formats: ['es'] } },
  });

describe('the content plugin in a build', () => {
  it('builds the course summaries from the Markdown', async () => {
    const output = await buildContent();
    const code = JSON.stringify(output);
    expect(code).toContain('budgetering-101-vad-ar-en-budget');
  }, 60_000);

  it('fails the build on a malformed lesson, naming its path and line', async () => {
    const path = join(root, 'content', 'courses', COURSE, LESSON);
    const source = readFileSync(path, 'utf8');
    const lines = source.split('\n');
    const right = lines.findIndex((line) => line.startsWith('- [x] '));
    lines[right] = lines[right]!.replace('- [x] ', '- [ ] ');
    writeFileSync(path, lines.join('\n'));
    const question = lines.slice(0, right).findLastIndex((line) => line.startsWith('### q')) + 1;
    await expect(buildContent()).rejects.toThrow(
      `content/courses/${COURSE}/${LESSON}:${question}: quiz.0: needs exactly one right option`,
    );
  }, 60_000);
});

import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pagesPlugin } from './pages-plugin';

// A build over a copy of content/pages whose /belöningar names one value: known, it is filled
// in; unknown, the build stops (the page's module imports each value by name).
const REPO = join(__dirname, '..', '..');

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'slantis-pages-'));
  cpSync(join(REPO, 'content', 'pages'), join(root, 'content', 'pages'), { recursive: true });
  writeFileSync(join(root, 'values.js'), "export const dailyCeiling = '150 poäng';\n");
  writeFileSync(
    join(root, 'entry.js'),
    "import page from 'virtual:page/rewards';\nimport intros from 'virtual:page-intros';\nexport default [page, intros];\n",
  );
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const writeRewards = (text: string) =>
  writeFileSync(
    join(root, 'content', 'pages', 'beloningar.md'),
    `---\npage: rewards\nlayout: info\nheading: Belöningar\nintro: Så belönas du.\n---\n\n## Tak {#tak}\n\n${text}\n`,
  );

const buildPages = async () => {
  const output = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [
      pagesPlugin({
        pagesDir: join(root, 'content', 'pages'),
        valuesModule: join(root, 'values.js'),
        fillModule: join(REPO, 'src', 'features', 'marketing', 'page-content', 'fill.ts'),
      }),
    ],
    build: {
      write: false,
      minify: false,
      lib: { entry: join(root, 'entry.js'), formats: ['es'] },
    },
  });
  return JSON.stringify(output);
};

describe('the pages plugin in a build', () => {
  it('fills the values a page names', async () => {
    writeRewards('Högst {{dailyCeiling}} om dagen.');
    const code = await buildPages();
    expect(code).toContain('Belöningar');
    expect(code).toContain('dailyCeiling');
  }, 60_000);

  it('stops the build when a page names a value that does not exist', async () => {
    writeRewards('Högst {{dailyLimit}} om dagen.');
    await expect(buildPages()).rejects.toThrow(/dailyLimit/);
  }, 60_000);

  it('stops the build on a malformed page, naming its path and line', async () => {
    writeRewards(':::links\n- [Hem](/finns-inte)\n:::');
    await expect(buildPages()).rejects.toThrow(
      'content/pages/beloningar.md:11: 0.blocks.0.items.0.to: no such page on the site',
    );
  }, 60_000);
});

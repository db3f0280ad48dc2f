import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';

import { CONTENT_PAGE_IDS } from '../../src/content/content-pages.ts';
import { ContentError } from '../../src/content/parse/content-error.ts';
import { parsePages, type ParsedPage } from '../../src/content/parse/parse-page.ts';

/**
 * The pages loader. It reads content/pages (the marketing, legal and help pages: Markdown with
 * front matter, README § Writing pages), checks each file against src/content/page-schema.ts (a
 * problem fails the build with `file:line: reason`) and makes:
 * - `virtual:page/<page id>`: the page's sections (or the FAQ's topics), filled with the values
 *   it names from `valuesModule` – imported by name, so an unknown name fails the build;
 * - `virtual:page-intros`: every page's heading and intro (for the page heads and search).
 */
const PAGE_PREFIX = 'virtual:page/';
const INTROS = 'virtual:page-intros';
const resolved = (id: string) => `\0${id}`;

type Options = { pagesDir: string; valuesModule: string; fillModule: string };

export function pagesPlugin({ pagesDir, valuesModule, fillModule }: Options): Plugin {
  const root = dirname(dirname(pagesDir));
  let cache: { key: string; pages: ParsedPage[] } | undefined;

  function readPages(watch: (path: string) => void): ParsedPage[] {
    const files = readdirSync(pagesDir)
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => join(pagesDir, name));
    files.forEach(watch);
    const key = files.map((file) => `${file}:${statSync(file).mtimeMs}`).join('|');
    if (cache?.key === key) return cache.pages;
    const pages = parsePages(
      files.map((file) => ({ path: relative(root, file), source: readFileSync(file, 'utf8') })),
    );
    const missing = CONTENT_PAGE_IDS.filter((id) => !pages.some((p) => p.info.page === id));
    if (missing.length > 0) {
      throw new ContentError(relative(root, pagesDir), 1, `no page file for ${missing.join(', ')}`);
    }
    cache = { key, pages };
    return pages;
  }

  function pagesOrError(context: {
    addWatchFile: (path: string) => void;
    error: (message: string) => never;
  }): ParsedPage[] {
    try {
      return readPages((path) => context.addWatchFile(path));
    } catch (error) {
      if (error instanceof ContentError) context.error(error.message);
      throw error;
    }
  }

  function pageModule({ info, body, values }: ParsedPage): string {
    const data = JSON.stringify(
      info.effectiveFrom ? { ...body, effectiveFrom: info.effectiveFrom } : body,
    );
    if (values.length === 0) return `export default ${data};`;
    return [
      `import { fillPage } from ${JSON.stringify(fillModule)};`,
      `import { ${values.join(', ')} } from ${JSON.stringify(valuesModule)};`,
      `export default fillPage(${data}, { ${values.join(', ')} });`,
    ].join('\n');
  }

  return {
    name: 'slantis-pages',
    buildStart() {
      pagesOrError(this);
    },
    resolveId(id) {
      if (id === INTROS || id.startsWith(PAGE_PREFIX)) return resolved(id);
      return undefined;
    },
    load(id) {
      if (id === resolved(INTROS)) {
        const intros = Object.fromEntries(
          pagesOrError(this).map(({ info }) => [
            info.page,
            { heading: info.heading, intro: info.intro },
          ]),
        );
        return `export default ${JSON.stringify(intros)};`;
      }
      if (!id.startsWith(resolved(PAGE_PREFIX))) return undefined;
      const pageId = id.slice(resolved(PAGE_PREFIX).length);
      const page = pagesOrError(this).find((candidate) => candidate.info.page === pageId);
      if (!page) return this.error(`No page '${pageId}' in ${pagesDir}`);
      return pageModule(page);
    },
  };
}

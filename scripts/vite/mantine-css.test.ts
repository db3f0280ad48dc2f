import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

import { globalStyles, mantineCssPlugin, stylesheetFor, withImport } from './mantine-css';

const REPO = join(__dirname, '..', '..');
const MANTINE = join(REPO, 'node_modules', '@mantine', 'core');

/** Every `<X>.module.mjs` class map in the installed @mantine/core. */
function classMaps(dir = join(MANTINE, 'esm', 'components')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return classMaps(path);
    return entry.name.endsWith('.module.mjs') ? [path] : [];
  });
}

const resolvePackageFile = (specifier: string) =>
  join(REPO, 'node_modules', specifier.replace(/^(@[^/]+\/[^/]+)\//, '$1/'));

describe('stylesheetFor', () => {
  it('finds a stylesheet in the installed Mantine for every component class map', () => {
    const maps = classMaps();
    expect(maps.length).toBeGreaterThan(100);
    const missing = maps.filter((path) => {
      const stylesheet = stylesheetFor(path);
      return !stylesheet || !existsSync(resolvePackageFile(stylesheet));
    });
    expect(missing).toEqual([]);
  });

  it('leaves other modules alone', () => {
    expect(stylesheetFor(join(MANTINE, 'esm', 'components', 'Button', 'Button.mjs'))).toBeNull();
    expect(stylesheetFor('/src/features/marketing/components/marketing.module.css')).toBeNull();
  });

  it('names global layers that exist', () => {
    for (const perComponent of [true, false]) {
      for (const file of globalStyles(perComponent)) {
        expect(existsSync(resolvePackageFile(file)), file).toBe(true);
      }
    }
  });
});

describe('withImport', () => {
  it('keeps a "use client" directive first', () => {
    expect(withImport('"use client";\nvar a = 1;\n', 'x.css')).toBe(
      '"use client";\nimport "x.css";\nvar a = 1;\n',
    );
    expect(withImport('var a = 1;\n', 'x.css')).toBe('import "x.css";\nvar a = 1;\n');
  });
});

describe('a build with the plugin', () => {
  it('ships the CSS of the components in use, dependencies first, in the mantine layer', async () => {
    const entry = '\0entry.js';
    const output = (await build({
      root: REPO,
      configFile: false,
      logLevel: 'silent',
      plugins: [
        mantineCssPlugin(),
        {
          name: 'entry',
          resolveId: (id) => (id === 'entry.js' ? entry : null),
          load: (id) =>
            id === entry
              ? "import 'virtual:mantine-styles';\nimport { Button } from '@mantine/core';\nObject.assign(globalThis, { Button });\n"
              : null,
        },
      ],
      build: { write: false, cssCodeSplit: true, rolldownOptions: { input: 'entry.js' } },
    })) as Rolldown.RolldownOutput;
    const css = output.output
      .filter((file): file is Rolldown.OutputAsset => file.fileName.endsWith('.css'))
      .map((file) => String(file.source))
      .join('\n');
    // UnstyledButton's root class, then Button's root class (Mantine's documented order).
    const unstyled = css.indexOf('.m_87cf2631');
    const button = css.indexOf('.m_77c9d27d');
    expect(unstyled).toBeGreaterThan(-1);
    expect(button).toBeGreaterThan(unstyled);
    expect(css).toContain('@layer mantine');
    // The global layers (CSS variables) are there; an unused component (Accordion) is not.
    expect(css).toContain('--mantine-color-scheme');
    expect(css).not.toContain('.m_9bdbb667');
  }, 60_000);
});

import { runInThisContext, Script } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';

import { buildBootScript } from './boot-script.ts';

// The built /boot.js: one classic script (index.html loads it without type="module") that does
// what src/boot/ says (src/boot/*.test.ts test the modules).
describe('boot-script plugin', () => {
  let code = '';
  const built = async () => (code ||= await buildBootScript('production'));

  afterEach(() => {
    localStorage.clear();
    for (const name of document.documentElement.getAttributeNames()) {
      if (name !== 'lang') document.documentElement.removeAttribute(name);
    }
    document.head.innerHTML = '';
  });

  it('builds one minified classic script: no import or export left', async () => {
    const script = await built();
    expect(() => new Script(script)).not.toThrow();
    expect(script).not.toMatch(/\bimport\s*[({"'`]|\bexport\s/);
    expect(script.trim().split('\n')).toHaveLength(1);
  });

  it("stays small: the visitor pages' JavaScript before the first tap", async () => {
    expect(gzipSync(await built()).length).toBeLessThan(3 * 1024);
  });

  it('runs as the page runs it: the theme, and a prerendered page is hydrating', async () => {
    localStorage.setItem('mantine-color-scheme-value', 'dark');
    document.head.innerHTML = `
      <meta name="slantis-prerendered" content="${location.pathname}">
      <meta name="slantis-app" content="/assets/entry.js">`;
    runInThisContext(await built());
    const html = document.documentElement;
    expect(html.getAttribute('data-js')).toBe('');
    expect(html.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(html.getAttribute('data-hydrating')).toBe('');
    // Let go of the page (this copy stops listening for interaction).
    document.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  });
});

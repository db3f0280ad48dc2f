// /boot.js, the classic script every page loads in <head> before the app (README, "Hosting the
// PWA"): written as TypeScript modules in src/boot/ and bundled here into one classic (IIFE) file,
// minified, at the site's root under a name that never changes (an old index.html must still find
// it after a deploy; served no-cache, precached by the service worker). The dev server builds it
// on each request, unminified.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

export const BOOT_SCRIPT = 'boot.js';
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ENTRY = join(ROOT, 'src', 'boot', 'main.ts');

/** Bundles src/boot/main.ts into one classic script (no import or export left). */
export async function buildBootScript(mode: 'production' | 'development'): Promise<string> {
  const result = (await build({
    configFile: false,
    root: ROOT,
    mode,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      copyPublicDir: false,
      emptyOutDir: false,
      minify: mode === 'production',
      sourcemap: false,
      modulePreload: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: ENTRY,
        output: { format: 'iife', entryFileNames: BOOT_SCRIPT },
      },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const outputs = Array.isArray(result) ? result : [result];
  const chunks = outputs.flatMap((output) => output.output).filter((file) => file.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`boot.js: expected one file, got ${chunks.length}`);
  return chunks[0]!.code;
}

export function bootScriptPlugin(): Plugin {
  let client = false;
  let pending: Promise<string> | undefined;
  return {
    name: 'slantis-boot-script',
    configResolved(config) {
      // Not the dev server, nor the prerender step's server build.
      client = config.command === 'build' && !config.build.ssr;
    },
    // Started with the app's build (it takes a moment), emitted with its files.
    buildStart() {
      if (client) pending = buildBootScript('production');
    },
    async generateBundle() {
      if (!pending) return;
      const source = await pending;
      pending = undefined;
      this.emitFile({ type: 'asset', fileName: BOOT_SCRIPT, source });
    },
    configureServer(server) {
      server.middlewares.use(`/${BOOT_SCRIPT}`, (_req, res, next) => {
        buildBootScript('development').then((code) => {
          res.setHeader('Content-Type', 'text/javascript');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(code);
        }, next);
      });
    },
  };
}

// The app's security headers, in one place: `vite preview` (npm start, E2E, bench) sends them, and
// the build writes them to dist/_headers for static hosts that read that file (Netlify,
// Cloudflare Pages). Other hosts copy the values from there. The dev server sends none: Vite's
// dev client and React Refresh use inline scripts and a WebSocket.
import type { TLSSocket } from 'node:tls';
import type { Plugin } from 'vite';

import { COURSE_PAGE, PRERENDERED_PATHS } from '../../src/prerender/paths.ts';
import { findInlineScripts } from './inline-scripts.ts';

/** Two years, as hstspreload.org recommends (without `preload`: the domain owner's call). */
export const HSTS = 'max-age=63072000; includeSubDomains';

const LOOPBACK_ALIASES: Record<string, string> = {
  '127.0.0.1': 'localhost',
  localhost: '127.0.0.1',
};

/**
 * Where the page may connect besides itself: the Supabase project at `supabaseUrl` (REST, auth,
 * edge functions, and its WebSocket for realtime). The local stack answers on both loopback names.
 */
export function supabaseSources(supabaseUrl: string): string[] {
  const url = URL.canParse(supabaseUrl) ? new URL(supabaseUrl) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`VITE_SUPABASE_URL must be an http(s) URL, got '${supabaseUrl}'`);
  }
  const hosts = [url.host];
  const alias = LOOPBACK_ALIASES[url.hostname];
  if (alias) hosts.push(url.port ? `${alias}:${url.port}` : alias);
  const ws = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return hosts.flatMap((host) => [`${url.protocol}//${host}`, `${ws}//${host}`]);
}

/**
 * No inline or foreign scripts. Styles allow 'unsafe-inline': Mantine writes its CSS variables
 * into a <style> element and sets style attributes at run time (a nonce needs a server per page).
 */
export function contentSecurityPolicy(supabaseUrl: string): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...supabaseSources(supabaseUrl)]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * Powerful features the app never uses are off, for the page and anything it could embed.
 * Passkeys (device unlock) need WebAuthn on this origin.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-create=(self)',
  'publickey-credentials-get=(self)',
  'serial=()',
  'usb=()',
].join(', ');

export type SecurityHeaderOptions = { supabaseUrl: string; https: boolean };

/** Every response's security headers; HSTS only when the response goes out over https. */
export function securityHeaders({ supabaseUrl, https }: SecurityHeaderOptions) {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(supabaseUrl),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (https) headers['Strict-Transport-Security'] = HSTS;
  return headers;
}

/** Files that must be revalidated on every load (a cached sw.js pins old code on every phone). */
const NO_CACHE = [
  '/index.html',
  '/sw.js',
  '/boot.js',
  '/manifest.webmanifest',
  '/lesson-files.json',
  '/shell.html',
  '/404.html',
  // The prerendered pages (issue 24), by their address and their file: a new build's page must
  // reach the browser, as the hashed files it names do.
  ...PRERENDERED_PATHS.filter((path) => path !== '/').flatMap((path) => [path, `${path}.html`]),
  // Each public course's page: its address (?kurs=<id>) and its file (prerenderedFileFor).
  COURSE_PAGE,
  `${COURSE_PAGE}.*`,
];

/**
 * dist/_headers in the format of Netlify and Cloudflare Pages, which serve over https: the
 * security headers with HSTS on every path, and README's caching rules. No path gets two
 * Cache-Control rules, as those hosts would join both values into one header.
 */
export function hostingHeadersFile(supabaseUrl: string): string {
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const blocks = [
    block('/*', securityHeaders({ supabaseUrl, https: true })),
    ...NO_CACHE.map((path) => block(path, { 'Cache-Control': 'no-cache' })),
    block('/assets/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }),
  ];
  return `# Generated by scripts/vite/security-headers.ts at build time: edit that file, not this.\n${blocks.join('\n')}\n`;
}

/**
 * Sends the headers from `vite preview`, writes dist/_headers, and fails the build when an HTML
 * page it writes carries an inline script or event handler (the CSP would block it).
 */
export function securityHeadersPlugin(): Plugin {
  let supabaseUrl = '';
  return {
    name: 'slantis:security-headers',
    configResolved(config) {
      supabaseUrl = String(config.env.VITE_SUPABASE_URL ?? '');
    },
    configurePreviewServer(server) {
      const forHttp = securityHeaders({ supabaseUrl, https: false });
      const forHttps = securityHeaders({ supabaseUrl, https: true });
      server.middlewares.use((req, res, next) => {
        const headers = (req.socket as TLSSocket).encrypted ? forHttps : forHttp;
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: '_headers',
        source: hostingHeadersFile(supabaseUrl),
      });
    },
    writeBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.html')) continue;
        const html =
          typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        const found = findInlineScripts(html);
        if (found.length > 0) {
          this.error(
            `${file.fileName} has inline script the Content-Security-Policy blocks (move it to src/boot/, built into /boot.js):\n  ${found.join('\n  ')}`,
          );
        }
      }
    },
  };
}

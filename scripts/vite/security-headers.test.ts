import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { findInlineScripts } from './inline-scripts.ts';
import {
  contentSecurityPolicy,
  hostingHeadersFile,
  HSTS,
  securityHeaders,
  supabaseSources,
} from './security-headers.ts';

const LOCAL = 'http://127.0.0.1:54321';
const HOSTED = 'https://abcdefgh.supabase.co';

/** The CSP as directive name → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('runs scripts from the app itself only, never inline or eval', () => {
    const csp = directives(contentSecurityPolicy(HOSTED));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(contentSecurityPolicy(HOSTED)).not.toMatch(/unsafe-eval|strict-dynamic|\*/);
  });

  it('forbids framing, plugins, foreign bases and form targets', () => {
    const csp = directives(contentSecurityPolicy(HOSTED));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('lets Mantine style the page inline, from no other origin', () => {
    expect(directives(contentSecurityPolicy(HOSTED)).get('style-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
    ]);
  });

  it('connects to the app and the configured Supabase project only', () => {
    expect(directives(contentSecurityPolicy(HOSTED)).get('connect-src')).toEqual([
      "'self'",
      'https://abcdefgh.supabase.co',
      'wss://abcdefgh.supabase.co',
    ]);
  });
});

describe('supabaseSources', () => {
  it('allows the local stack under both loopback names', () => {
    expect(supabaseSources(LOCAL)).toEqual([
      'http://127.0.0.1:54321',
      'ws://127.0.0.1:54321',
      'http://localhost:54321',
      'ws://localhost:54321',
    ]);
  });

  it('drops any path and refuses what is not an http(s) URL', () => {
    expect(supabaseSources(`${HOSTED}/`)).toEqual([HOSTED, 'wss://abcdefgh.supabase.co']);
    expect(() => supabaseSources('')).toThrow(/VITE_SUPABASE_URL/);
    expect(() => supabaseSources('ftp://example.com')).toThrow(/http/);
  });
});

describe('securityHeaders', () => {
  it('sends the fixed headers on http and https', () => {
    for (const https of [false, true]) {
      const headers = securityHeaders({ supabaseUrl: LOCAL, https });
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
      expect(headers['Content-Security-Policy']).toBe(contentSecurityPolicy(LOCAL));
    }
  });

  it('sends HSTS over https only', () => {
    expect(securityHeaders({ supabaseUrl: LOCAL, https: false })).not.toHaveProperty(
      'Strict-Transport-Security',
    );
    expect(securityHeaders({ supabaseUrl: HOSTED, https: true })['Strict-Transport-Security']).toBe(
      'max-age=63072000; includeSubDomains',
    );
  });

  it('turns off camera, microphone, location and payments, and keeps passkeys for the app', () => {
    const policy = securityHeaders({ supabaseUrl: LOCAL, https: false })['Permissions-Policy'];
    const features = new Map(
      policy?.split(', ').map((item) => item.split('=') as [string, string]),
    );
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(features.get(feature)).toBe('()');
    }
    expect(features.get('publickey-credentials-get')).toBe('(self)');
    expect(features.get('publickey-credentials-create')).toBe('(self)');
  });
});

describe('hostingHeadersFile', () => {
  const file = hostingHeadersFile(HOSTED);

  it('gives every path the security headers, with HSTS, as the host serves https', () => {
    const blocks = file.split(/\n(?=\/)/).map((block) => `${block}\n`);
    const all = blocks.find((block) => block.startsWith('/*\n')) ?? '';
    expect(all).toContain(`  Content-Security-Policy: ${contentSecurityPolicy(HOSTED)}\n`);
    expect(all).toContain(`  Strict-Transport-Security: ${HSTS}\n`);
    expect(all).not.toContain('Cache-Control');
  });

  it("keeps README's caching rules: the worker and shell revalidate, hashed assets are immutable", () => {
    expect(file).toContain('/sw.js\n  Cache-Control: no-cache\n');
    expect(file).toContain('/index.html\n  Cache-Control: no-cache\n');
    expect(file).toContain('/boot.js\n  Cache-Control: no-cache\n');
    expect(file).toContain('/ungdom\n  Cache-Control: no-cache\n');
    expect(file).toContain('/ungdom.html\n  Cache-Control: no-cache\n');
    expect(file).toContain('/shell.html\n  Cache-Control: no-cache\n');
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
  });
});

describe('findInlineScripts', () => {
  it('finds inline scripts, event handlers and javascript: URLs', () => {
    const html = `<head><script>alert(1)</script><script type="module">import './a.js'</script></head>
      <body onload="go()"><a href="javascript:void 0">x</a><img src=x onerror=alert(1)></body>`;
    expect(findInlineScripts(html)).toHaveLength(5);
  });

  it('passes scripts loaded from files, JSON data blocks, comments and text that only looks alike', () => {
    const html = `<!-- <script>old()</script> --><script src="/boot.js"></script>
      <script type="module" crossorigin src="/assets/index-1.js"></script>
      <script type="application/ld+json">{"@type":"Organization"}</script>
      <meta name="description" content="Lär dig om pengar online=gratis" />
      <p>Write onclick="x" in text</p>`;
    expect(findInlineScripts(html)).toEqual([]);
  });

  it('passes the source index.html', () => {
    expect(findInlineScripts(readFileSync('index.html', 'utf8'))).toEqual([]);
  });
});

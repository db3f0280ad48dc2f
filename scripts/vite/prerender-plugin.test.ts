import { describe, expect, it } from 'vitest';

import { htmlFileFor, pageAssets, pageDocument, withMemberStart } from './prerender-plugin';

const SHELL = `<!doctype html><html lang="sv"><head>
    <meta name="description" content="Shell description." />
    <title>Slantis</title>
    <script src="/boot.js"></script>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head><body><div id="root"></div></body></html>`;

describe('pageDocument', () => {
  const page = {
    path: '/belöningar',
    head: '<title>Slantis</title><meta name="description" content="XP &amp; badges"/><title>Belöningar – Slantis</title>',
    html: '<main><h1>Belöningar</h1></main>',
  };
  const html = pageDocument(SHELL, page, 'https://slantis.se', {
    css: ['assets/page.css'],
    js: ['assets/page.js'],
  });

  it('puts the page in #root, marked with its path', () => {
    expect(html).toContain(
      '<div id="root" data-prerendered="/belöningar"><main><h1>Belöningar</h1></main></div>',
    );
  });

  it("uses the page's own title and description, with canonical and Open Graph tags", () => {
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Belöningar – Slantis</title>');
    expect(html).not.toContain('Shell description.');
    expect(html).toContain('<meta name="description" content="XP &amp; badges" />');
    expect(html).toContain('<meta property="og:title" content="Belöningar – Slantis" />');
    expect(html).toContain('<meta property="og:description" content="XP &amp; badges" />');
    expect(html).toContain('<link rel="canonical" href="https://slantis.se/bel%C3%B6ningar" />');
    expect(html).toContain('<meta name="slantis-prerendered" content="/belöningar" />');
  });

  it("links the page's CSS after the entry's", () => {
    expect(html.indexOf('/assets/page.css')).toBeGreaterThan(html.indexOf('/assets/index.css'));
  });

  it("loads no app code with the page: boot.js gets the shell's list, entry first, and the page's", () => {
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toContain(
      '<meta name="slantis-app" content="/assets/index.js" data-page="/assets/page.js" />\n    <script src="/boot.js"></script>',
    );
  });

  it('refuses a shell it cannot fill', () => {
    expect(() => pageDocument('<html></html>', page, 'https://slantis.se')).toThrow(/title/);
  });
});

it('names the files static hosts and the service worker serve for a path', () => {
  expect(htmlFileFor('/')).toBe('index.html');
  expect(htmlFileFor('/kurser/publika')).toBe('kurser/publika.html');
  expect(htmlFileFor('/bel%C3%B6ningar')).toBe('belöningar.html');
  // A public course's page, by its query string; no other query string has a page.
  expect(htmlFileFor('/kurser/publika/kurs?kurs=budgetering-101')).toBe(
    'kurser/publika/kurs.budgetering-101.html',
  );
  expect(() => htmlFileFor('/kurser/publika/kurs?kurs=a&lektion=b')).toThrow(/no file/);
  expect(() => htmlFileFor('/ungdom?for=foraldrar')).toThrow(/no file/);
});

it("collects a route's CSS and code beyond the entry's", () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_hero.js': { file: 'assets/hero.js', css: ['assets/hero.css'], imports: ['_react.js'] },
    'src/routes/_public/ungdom.tsx?tsr-split=component': {
      file: 'assets/ungdom.js',
      imports: ['_hero.js', '_react.js'],
    },
    'src/routes/_member/app.tsx?tsr-split=component': {
      file: 'assets/app.js',
      css: ['assets/app.css'],
    },
  };
  expect(pageAssets(manifest, ['src/routes/__root.tsx', 'src/routes/_public/ungdom.tsx'])).toEqual({
    css: ['assets/hero.css'],
    js: ['assets/ungdom.js', 'assets/hero.js'],
  });
  // A page's extra module (a course's opening lesson) is preloaded with it; a missing one fails.
  expect(pageAssets(manifest, [], ['_hero.js']).js).toEqual(['assets/hero.js']);
  expect(() => pageAssets(manifest, [], ['virtual:lesson/gone'])).toThrow(/not in the manifest/);
});

describe('withMemberStart', () => {
  it("names the member frame's and each start screen's files before /boot.js, without the entry's", () => {
    const manifest = {
      'index.html': { file: 'assets/index-aaaaaaaa.js', isEntry: true, imports: ['_react-b.js'] },
      '_react-b.js': { file: 'assets/react-bbbbbbbb.js' },
      '_member-c.js': { file: 'assets/member-cccccccc.js', imports: ['_react-b.js'] },
      '_home-d.js': { file: 'assets/home-dddddddd.js', imports: ['_member-c.js'] },
      'src/routes/_member/add-transaction.tsx?tsr-split=component': {
        file: 'assets/form-eeeeeeee.js',
        imports: ['_member-c.js', '_form-ui-f.js'],
      },
      '_form-ui-f.js': { file: 'assets/form-ui-ffffffff.js' },
    };
    const shell = '<head>\n    <script src="/boot.js"></script>\n</head>';
    expect(withMemberStart(shell, manifest)).toBe(
      '<head>\n    <meta name="slantis-member" content="/assets/member-cccccccc.js"' +
        ' data-home="/assets/home-dddddddd.js" data-form="/assets/form-eeeeeeee.js /assets/form-ui-ffffffff.js" />' +
        '\n    <script src="/boot.js"></script>\n</head>',
    );
    expect(() => withMemberStart('<head></head>', manifest)).toThrow(/boot\.js/);
  });
});

import { describe, expect, it } from 'vitest';

import { parsePageSections } from './page-body';
import { parsePageFile, parsePages } from './parse-page';

// content/pages (README § Writing pages): what a writer may write, and the message that names
// the file and line when they write something else.
const FILE = 'content/pages/test.md';
const front = (extra = '') =>
  `---\npage: rewards\nlayout: info\nheading: Belöningar\nintro: Så belönas du.\n${extra}---\n`;
const parse = (body: string, head = front()) => parsePageFile({ path: FILE, source: head + body });

describe('a page file', () => {
  it('reads sections of paragraphs, lists, tables and blocks', () => {
    const page = parse(
      [
        '',
        '## Så får du XP {#xp}',
        '',
        'Du får XP när du har koll',
        'på pengarna.',
        '',
        '- ett',
        '- två',
        '  fortsätter',
        '',
        ':::table Så får du XP',
        '',
        '| Det här gör du | XP |',
        '| --- | --- |',
        '| Sparar<br>en gång per dag | {{xp.goal_deposit}} |',
        '',
        ':::',
        '',
        ':::note warning Akta dig',
        'Ingen ringer från banken.',
        ':::',
        '',
        '## Mer {#mer}',
        '',
        ':::links',
        '- [Tävlingsregler](/tavlingsregler) Hur poängen räknas.',
        ':::',
        '',
        ':::data prizes',
        ':::',
      ].join('\n'),
    );
    expect(page.info).toEqual({
      page: 'rewards',
      layout: 'info',
      heading: 'Belöningar',
      intro: 'Så belönas du.',
    });
    expect(page.body).toEqual({
      sections: [
        {
          id: 'xp',
          heading: 'Så får du XP',
          blocks: [
            { kind: 'text', text: 'Du får XP när du har koll på pengarna.' },
            { kind: 'list', items: ['ett', 'två fortsätter'] },
            {
              kind: 'table',
              caption: 'Så får du XP',
              columns: ['Det här gör du', 'XP'],
              rows: [{ label: 'Sparar', detail: 'en gång per dag', value: '{{xp.goal_deposit}}' }],
            },
            { kind: 'note', tone: 'warning', title: 'Akta dig', text: 'Ingen ringer från banken.' },
          ],
        },
        {
          id: 'mer',
          heading: 'Mer',
          blocks: [
            {
              kind: 'links',
              items: [
                { label: 'Tävlingsregler', to: '/tavlingsregler', text: 'Hur poängen räknas.' },
              ],
            },
            { kind: 'data', name: 'prizes' },
          ],
        },
      ],
    });
    expect(page.values).toEqual(['prizes', 'xp']);
  });

  it('reads the FAQ as topics of questions', () => {
    const page = parse(
      '## Konto {#konto}\n\n### Hur skapar jag ett konto? {#skapa}\n\nVälj Bli medlem.\nDet är gratis.\n',
      front().replace('layout: info', 'layout: faq').replace('rewards', 'faq'),
    );
    expect(page.body).toEqual({
      topics: [
        {
          id: 'konto',
          title: 'Konto',
          entries: [
            {
              id: 'skapa',
              question: 'Hur skapar jag ett konto?',
              answer: 'Välj Bli medlem. Det är gratis.',
            },
          ],
        },
      ],
    });
  });

  it.each([
    ['a section without an id', '## Rubrik\n\ntext\n', 7, "write '## Rubrik {#id}'"],
    ['text before the first section', 'text\n', 7, "the text must start with '## Rubrik {#id}'"],
    ['an unknown block', '## A {#a}\n\n:::video x\n:::\n', 9, "unknown block ':::video'"],
    ['a block never closed', '## A {#a}\n\n:::links\n- [A](/faq)\n', 9, 'is never closed'],
    [
      'a link to a page that does not exist',
      '## A {#a}\n\n:::links\n- [A](/nope)\n:::\n',
      10,
      '0.blocks.0.items.0.to: no such page on the site',
    ],
    [
      'a table with three columns',
      '## A {#a}\n\n:::table T\n| a | b | c |\n| --- | --- |\n:::\n',
      10,
      'a table has two columns',
    ],
    ['an empty section', '## A {#a}\n\n## B {#b}\n\ntext\n', 7, 'the section is empty'],
    ['the same id twice', '## A {#a}\n\nx\n\n## B {#a}\n\ny\n', 11, "the id 'a' is used twice"],
    [
      'a placeholder that is not a name',
      '## A {#a}\n\nHögst {{1 + 1}}.\n',
      7,
      "'{{1 + 1}}' is not a value name",
    ],
  ])('refuses %s, naming the line', (_what, body, line, reason) => {
    expect(() => parse(body)).toThrow(`${FILE}:${line}:`);
    expect(() => parse(body)).toThrow(reason);
  });

  it('checks the front matter: a known page, a legal page dated, no placeholders', () => {
    const ok = '## A {#a}\n\ntext\n';
    expect(() => parse(ok, front().replace('rewards', 'nope'))).toThrow(`${FILE}:2: page:`);
    expect(() => parse(ok, front().replace('layout: info', 'layout: legal'))).toThrow(
      'a legal page has effectiveFrom',
    );
    expect(() => parse(ok, front().replace('Så belönas du.', 'Högst {{dailyCeiling}}.'))).toThrow(
      `${FILE}:5: intro: write it out, without {{…}}`,
    );
  });

  it('allows each page once', () => {
    const file = (path: string) => ({ path, source: `${front()}\n## A {#a}\n\ntext\n` });
    expect(() => parsePages([file('a.md'), file('b.md')])).toThrow(
      "b.md:2: page: 'rewards' is also a.md",
    );
  });
});

describe('the cards of a designed page', () => {
  const services = (cards: string, extra = '') =>
    parse(
      [
        '## Tjänster {#tjanster}',
        '',
        'Publik = öppen för alla.',
        '',
        'Medlem = kräver ett konto.',
        '',
        ':::cards',
        '',
        cards,
        '',
        ':::',
        extra,
      ].join('\n'),
      front()
        .replace('page: rewards', 'page: services')
        .replace('layout: info', 'layout: services'),
    );
  const APP = [
    '### Appen {#app access=member popular}',
    '',
    'Veckobudget och sparmål',
    'på ett ställe.',
    '',
    '- [Öppna appen](/app)',
    '- [Kom igång-kursen](/app/kurs)',
  ].join('\n');

  it('reads a card: its attributes (#id, name=value, a flag), its text and its links', () => {
    const [sections] = parsePageSections(FILE, [
      { text: '## A {#a}', line: 1 },
      { text: ':::cards', line: 2 },
      { text: '### Veckobudget {icon=wallet}', line: 3 },
      { text: 'Bestäm hur mycket.', line: 4 },
      { text: '- [Om budget](/lektioner)', line: 5 },
      { text: '### Appen {#app access=member popular}', line: 6 },
      { text: 'Allt på ett ställe.', line: 7 },
      { text: ':::', line: 8 },
    ]);
    expect(sections[0]!.blocks).toEqual([
      {
        kind: 'cards',
        items: [
          {
            icon: 'wallet',
            title: 'Veckobudget',
            text: 'Bestäm hur mycket.',
            links: [{ label: 'Om budget', to: '/lektioner' }],
          },
          {
            id: 'app',
            access: 'member',
            popular: true,
            title: 'Appen',
            text: 'Allt på ett ställe.',
            links: [],
          },
        ],
      },
    ]);
  });

  it('turns the sections into what the layout draws', () => {
    const page = services(
      `${APP}\n\n### Lektioner {#lessons access=public}\n\nFyra lektioner.\n\n- [Till lektionerna](/lektioner)\n- [Starta](/lektioner/kurs)`,
    );
    expect(page.info.layout).toBe('services');
    expect(page.body).toEqual({
      listLabel: 'Tjänster',
      accessHelp: { public: 'Publik = öppen för alla.', member: 'Medlem = kräver ett konto.' },
      items: [
        {
          id: 'app',
          title: 'Appen',
          description: 'Veckobudget och sparmål på ett ställe.',
          access: 'member',
          popular: true,
          link: { label: 'Öppna appen', to: '/app' },
          course: { label: 'Kom igång-kursen', to: '/app/kurs' },
        },
        {
          id: 'lessons',
          title: 'Lektioner',
          description: 'Fyra lektioner.',
          access: 'public',
          popular: false,
          link: { label: 'Till lektionerna', to: '/lektioner' },
          course: { label: 'Starta', to: '/lektioner/kurs' },
        },
      ],
    });
  });

  // The front matter takes 6 lines: the section is line 7, :::cards line 13 and the first card's
  // heading line 15.
  it.each([
    [
      'a card heading with an unclosed attribute list',
      '### Appen {#app access=member',
      15,
      "write '### Rubrik' or '### Rubrik {#id namn=värde flagga}'",
    ],
    [
      'an attribute that is not #id, name=value or a flag',
      '### Appen {access:member}',
      15,
      "'access:member': write '### Rubrik",
    ],
    [
      'an attribute given twice',
      '### Appen {#app access=member access=public}',
      15,
      "'access' is not allowed twice",
    ],
    [
      'text before the first card',
      'Appen\n\n### Appen {#app}',
      15,
      "each card starts with '### Rubrik'",
    ],
    [
      'a link line with text after it',
      `${APP.split('\n').slice(0, 5).join('\n')}\n- [Öppna appen](/app) nu\n- [Kurs](/app/kurs)`,
      20,
      "a card's link is '- [Text](/sida)'",
    ],
    [
      'a card without a link',
      APP.split('\n').slice(0, 4).join('\n'),
      15,
      'a service has two links',
    ],
    [
      'a card link to a page that does not exist',
      APP.replace('(/app/kurs)', '(/nope)'),
      15,
      'links.1.to: no such page on the site',
    ],
    [
      'an attribute the layout does not know',
      APP.replace('popular', 'colour=red'),
      15,
      'Unrecognized key: "colour"',
    ],
    [
      'a value the layout does not allow',
      APP.replace('access=member', 'access=everyone'),
      15,
      'write access=public or access=member',
    ],
    [
      'a card without text',
      APP.replace('Veckobudget och sparmål\npå ett ställe.', ''),
      15,
      '0.blocks.2.items.0.text: must not be empty',
    ],
  ])('refuses %s, naming the line', (_what, cards, line, reason) => {
    expect(() => services(cards)).toThrow(`${FILE}:${line}:`);
    expect(() => services(cards)).toThrow(reason);
  });

  it('refuses a section the layout does not have, or a block it does not hold', () => {
    expect(() => services(APP, '\n## Mer {#mer}\n\ntext\n')).toThrow(
      `${FILE}:1: holds one section: the services`,
    );
    expect(() =>
      parse(
        '## Tjänster {#tjanster}\n\n:::cards\n### A {#a access=public}\n\nText.\n:::\n',
        front()
          .replace('page: rewards', 'page: services')
          .replace('layout: info', 'layout: services'),
      ),
    ).toThrow(`${FILE}:7: 0.blocks: holds two paragraphs`);
  });

  it('keeps cards to the designed pages, and each designed page to its layout', () => {
    expect(() => parse('## A {#a}\n\n:::cards\n### A\n\nText.\n:::\n')).toThrow(
      `${FILE}:9: ':::cards' belongs to the designed pages`,
    );
    const ok = '## A {#a}\n\ntext\n';
    expect(() => parse(ok, front().replace('page: rewards', 'page: youth'))).toThrow(
      `${FILE}:3: layout: the pages youth, parents, services each have their own layout`,
    );
    expect(() => parse(ok, front().replace('layout: info', 'layout: parents'))).toThrow(
      `${FILE}:3: layout:`,
    );
  });
});

import { describe, expect, it } from 'vitest';

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

import { describe, expect, it } from 'vitest';

import { parseCourse, parseLessonFile } from './parse-course';

const FILE = 'content/courses/kurs/01-lektion.md';

const lesson = (
  body: string,
  front = 'id: kurs-lektion\ntitle: Lektion\ndescription: Om något.\ntype: text\nminutes: 3',
) => `---\n${front}\n---\n\n${body}`;

const quiz = `## Quiz

### q1: Första frågan?

- [x] Rätt
  > Ja, för att.
- [ ] Fel
  > Nej, för att.

### q2: Andra frågan?

- [ ] Fel
  > Nej.
- [x] Rätt
  > Ja.

### q3: Tredje frågan?

- [x] Rätt
  > Ja.
- [ ] Fel
  > Nej.
`;

describe('parseLessonFile', () => {
  it('reads every block kind, Testa själv and the quiz', () => {
    const source = lesson(`Ett stycke
som fortsätter.

## Rubrik

- ett
- två
  och mer

:::example Elins vecka
Elin får 100 kr.
:::

:::tip
Ett tips.
:::

:::warning
En varning.
:::

:::steps
### Steg ett
Gör så här.

### Steg två
Och sen så.
:::

## Testa själv {action=set-budget}

Gör en budget.

${quiz}`);
    const parsed = parseLessonFile({ path: FILE, source });
    expect(parsed).toMatchObject({
      id: 'kurs-lektion',
      title: 'Lektion',
      type: 'text',
      minutes: 3,
    });
    expect(parsed.body).toEqual([
      { kind: 'paragraph', text: 'Ett stycke som fortsätter.' },
      { kind: 'heading', text: 'Rubrik' },
      { kind: 'list', items: ['ett', 'två och mer'] },
      { kind: 'example', title: 'Elins vecka', text: 'Elin får 100 kr.' },
      { kind: 'tip', text: 'Ett tips.' },
      { kind: 'warning', text: 'En varning.' },
      {
        kind: 'steps',
        items: [
          { title: 'Steg ett', text: 'Gör så här.' },
          { title: 'Steg två', text: 'Och sen så.' },
        ],
      },
    ]);
    expect(parsed.tryIt).toEqual({ text: 'Gör en budget.', action: 'set-budget' });
    expect(parsed.quiz[1]).toEqual({
      id: 'q2',
      question: 'Andra frågan?',
      options: [
        { text: 'Fel', correct: false, explanation: 'Nej.' },
        { text: 'Rätt', correct: true, explanation: 'Ja.' },
      ],
    });
  });

  it("reads '## Testa själv' without an action as action 'none'", () => {
    const parsed = parseLessonFile({
      path: FILE,
      source: lesson(`Text.\n\n## Testa själv\n\nGör.\n\n${quiz}`),
    });
    expect(parsed.tryIt).toEqual({ text: 'Gör.', action: 'none' });
  });

  // Line numbers count from the file's first line ('---').
  it.each([
    [
      'a front matter field of the wrong kind',
      lesson(
        `Text.\n\n${quiz}`,
        'id: kurs-lektion\ntitle: Lektion\ndescription: Om något.\ntype: film\nminutes: 3',
      ),
      ':5: type: ',
    ],
    [
      'an unknown front matter field',
      lesson(
        `Text.\n\n${quiz}`,
        'id: kurs-lektion\ntitle: Lektion\ndescription: Om något.\ntype: text\nminutes: 3\nxp: 5',
      ),
      ':1: ',
    ],
    [
      'broken YAML',
      lesson(
        `Text.\n\n${quiz}`,
        'id: kurs-lektion\ntitle: Lektion: del 1\ndescription: x\ntype: text\nminutes: 3',
      ),
      ':3: ',
    ],
    ['no quiz', lesson('Text.\n'), "no '## Quiz'"],
    [
      'an unclosed block',
      lesson(`Text.\n\n:::tip\nTips.\n\n${quiz}`),
      ":11: ':::tip' is never closed",
    ],
    [
      'an unknown block',
      lesson(`Text.\n\n:::note\nTips.\n:::\n\n${quiz}`),
      ":11: unknown block ':::note'",
    ],
    [
      'a question with two right options',
      lesson(
        `Text.\n\n${quiz.replace('- [ ] Fel\n  > Nej, för att.', '- [x] Fel\n  > Nej, för att.')}`,
      ),
      ':13: quiz.0: needs exactly one right option',
    ],
    [
      'an option without an explanation',
      lesson(`Text.\n\n${quiz.replace('  > Ja.\n- [ ] Fel', '- [ ] Fel')}`),
      ':29: quiz.2.options.0.explanation: must not be empty',
    ],
    [
      'a bad option line',
      lesson(`Text.\n\n${quiz.replace('- [ ] Fel\n  > Nej.', '* Fel')}`),
      ':22: in the quiz, write options',
    ],
    [
      'an unknown Testa själv action',
      lesson(`Text.\n\n## Testa själv {action=fly}\n\nGör.\n\n${quiz}`),
      ':11: tryIt.action: ',
    ],
    [
      'a step-by-step guide without steps (its label would not say what it is)',
      lesson(
        `Text.\n\n${quiz}`,
        'id: kurs-lektion\ntitle: Lektion\ndescription: Om något.\ntype: guide\nminutes: 3',
      ),
      ":5: type: a 'guide' lesson needs a :::steps block",
    ],
  ])('names the file and line of %s', (_name, source, message) => {
    expect(() => parseLessonFile({ path: FILE, source })).toThrow(
      `${FILE}${message.startsWith(':') ? '' : ':'}`,
    );
    expect(() => parseLessonFile({ path: FILE, source })).toThrow(message);
  });
});

describe('parseCourse', () => {
  const course = (front: string) => ({
    path: 'content/courses/kurs/course.md',
    source: `---\n${front}\n---\n`,
  });
  const front =
    'id: kurs\ntitle: Kurs\ndescription: En kurs.\nlevel: Nybörjare\naudience: free\nminutes: 3\nxp: 0';

  it('reads course.md and the numbered lessons in order', () => {
    const parsed = parseCourse('content/courses/kurs', [
      {
        path: 'content/courses/kurs/02-b.md',
        source: lesson(
          `B.\n\n${quiz}`,
          'id: kurs-b\ntitle: B\ndescription: B.\ntype: text\nminutes: 1',
        ),
      },
      course(front),
      { path: FILE, source: lesson(`A.\n\n${quiz}`) },
    ]);
    expect(parsed.id).toBe('kurs');
    expect(parsed.lessons.map((l) => l.id)).toEqual(['kurs-lektion', 'kurs-b']);
  });

  it.each([
    [
      'an id other than the folder',
      [course(front.replace('id: kurs', 'id: annan'))],
      'course.md:2: id must be',
    ],
    [
      'a gap in the lesson numbers',
      [course(front), { path: 'content/courses/kurs/02-b.md', source: lesson(quiz) }],
      '02-b.md:1: expected lesson number 01',
    ],
    [
      'a badly named lesson file',
      [course(front), { path: 'content/courses/kurs/lektion.md', source: lesson(quiz) }],
      'lektion.md:1: a lesson file is named',
    ],
    ['a missing level', [course(front.replace('level: Nybörjare\n', ''))], 'course.md:1: level: '],
  ])('refuses %s', (_name, files, message) => {
    expect(() => parseCourse('content/courses/kurs', files)).toThrow(message);
  });
});

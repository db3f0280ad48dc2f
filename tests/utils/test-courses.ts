import type { Course, Lesson, QuizQuestion } from '@/content';

/** Small in-test courses, so the player's tests don't depend on the real content files. */
const question = (id: string, right: string, wrong: string): QuizQuestion => ({
  id,
  question: `Fråga ${id}?`,
  options: [
    { text: right, correct: true, explanation: `Förklaring: ${right} stämmer.` },
    { text: wrong, correct: false, explanation: `Förklaring: ${wrong} stämmer inte.` },
  ],
});

const lesson = (id: string, title: string, extra: Partial<Lesson> = {}): Lesson => ({
  id,
  title,
  description: `Om ${title.toLowerCase()}.`,
  type: 'text',
  minutes: 5,
  body: [{ kind: 'paragraph', text: `Brödtext för ${title}.` }],
  quiz: [question(`${id}-q1`, 'Ja', 'Nej'), question(`${id}-q2`, 'Spara', 'Slösa')],
  ...extra,
});

export const testPublicCourse: Course = {
  id: 'test-publik',
  title: 'Testkurs publik',
  description: 'En publik testkurs.',
  level: 'Nybörjare',
  audience: 'public',
  minutes: 15,
  xp: 100,
  lessons: [
    lesson('tp-1', 'Första lektionen', {
      body: [
        { kind: 'paragraph', text: 'Brödtext för Första lektionen.' },
        { kind: 'heading', text: 'En rubrik' },
        { kind: 'list', items: ['Punkt ett', 'Punkt två'] },
        { kind: 'example', title: 'Elins vecka', text: 'Elin har 200 kr.' },
        { kind: 'tip', text: 'Ett tips.' },
        { kind: 'warning', text: 'En varning.' },
        {
          kind: 'steps',
          items: [
            { title: 'Öppna appen', text: 'Tryck på Hem.' },
            { title: 'Sätt budget', text: 'Skriv 500 kr.' },
          ],
        },
      ],
      tryIt: { text: 'Sätt en budget för veckan.', action: 'set-budget' },
    }),
    lesson('tp-2', 'Andra lektionen', { type: 'guide' }),
    lesson('tp-3', 'Tredje lektionen', { type: 'quiz' }),
  ],
};

export const testMemberCourse: Course = {
  id: 'test-medlem',
  title: 'Testkurs medlem',
  description: 'En medlemskurs med en lektion.',
  level: 'Medel',
  audience: 'member',
  minutes: 5,
  xp: 150,
  lessons: [lesson('tm-1', 'Enda lektionen')],
};

export const testParentCourse: Course = {
  id: 'test-foralder',
  title: 'Testkurs föräldrar',
  description: 'För föräldrar.',
  level: 'Nybörjare',
  audience: 'parent',
  minutes: 10,
  xp: 100,
  lessons: [lesson('tf-1', 'Familjens första lektion'), lesson('tf-2', 'Familjens andra')],
};

export const testCourses = [testPublicCourse, testMemberCourse, testParentCourse];

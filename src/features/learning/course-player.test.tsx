import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';

import type * as Catalogue from '@/content/catalogue';
import type * as LessonContent from '@/content/lesson-content';
import { recordLessonResult } from '@/data/repos/learning';
import { closeUserData, openUserData, type UserData } from '@/data/session';
import { resetAuthStore } from '@/stores/auth-store';
import { renderApp, signInAs, signOut } from '@test-utils';

import {
  testCourses,
  testMemberCourse,
  testParentCourse,
  testPublicCourse,
} from '../../../tests/utils/test-courses';

// The player looks courses up in the catalogue: put the small test courses first in it.
vi.mock('@/content/catalogue', async (importOriginal) => {
  const real = await importOriginal<typeof Catalogue>();
  const { testCourses: extra } = await import('../../../tests/utils/test-courses');
  return {
    ...real,
    courseById: (id: string) => extra.find((course) => course.id === id) ?? real.courseById(id),
    PUBLIC_COURSE_IDS: ['test-publik', ...real.PUBLIC_COURSE_IDS],
    MEMBER_COURSE_IDS: ['test-medlem', ...real.MEMBER_COURSE_IDS],
    COURSE_PAGES: { ...real.COURSE_PAGES, '/foraldrar/kurs': 'test-foralder' },
  };
});

// ...and their lesson texts load like real ones (asynchronously, per lesson, kept for the page,
// so a route loader that waited for one renders it at once); ids in `unreachable` fail like a
// chunk that was never cached, fetched while offline.
const unreachable = vi.hoisted(() => new Set<string>());
const loadedLessons = vi.hoisted(() => new Map<string, unknown>());
vi.mock('@/content/lesson-content', async (importOriginal) => {
  const real = await importOriginal<typeof LessonContent>();
  const { testCourses: extra } = await import('../../../tests/utils/test-courses');
  const lessons = extra.flatMap((course) => course.lessons);
  return {
    ...real,
    // The test lessons stand in for public lesson files (lesson-source.test.ts tests members').
    isPublicLesson: (id: string) =>
      lessons.some((candidate) => candidate.id === id) || real.isPublicLesson(id),
    loadLessonContent: async (id: string) => {
      if (unreachable.has(id)) throw new TypeError('Failed to fetch dynamically imported module');
      const lesson = lessons.find((candidate) => candidate.id === id);
      if (!lesson) return real.loadLessonContent(id);
      const { body, tryIt, quiz } = lesson;
      loadedLessons.set(id, { body, tryIt, quiz });
      return { body, tryIt, quiz };
    },
    peekLessonContent: (id: string) =>
      (loadedLessons.get(id) as ReturnType<typeof real.peekLessonContent>) ??
      real.peekLessonContent(id),
  };
});

let data: UserData | null = null;

function signIn(role: 'foralder' | 'barn' | null = 'barn') {
  const id = crypto.randomUUID();
  signInAs({ id, email: 'elsa@example.se', role } as Parameters<typeof signInAs>[0]);
  data = openUserData(id);
  return data;
}

beforeEach(() => {
  resetAuthStore();
  window.scrollTo = vi.fn();
});
afterEach(() => {
  loadedLessons.clear(); // A new page in each test.
  act(() => notifications.clean());
  closeUserData();
  data = null;
});

const lessonHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

/** Answers the open question with the option's text, then presses 'Svara'. */
async function answer(user: ReturnType<typeof userEvent.setup>, option: string) {
  // The quiz renders once the lesson's content has loaded, which may follow its heading.
  await user.click(await screen.findByRole('radio', { name: option }));
  await user.click(screen.getByRole('button', { name: 'Svara' }));
}

async function passQuiz(user: ReturnType<typeof userEvent.setup>) {
  await answer(user, 'Ja');
  await user.click(screen.getByRole('button', { name: 'Nästa fråga' }));
  await answer(user, 'Spara');
  await user.click(screen.getByRole('button', { name: 'Visa resultat' }));
}

describe('lesson locks', () => {
  it('opens only the first lesson of a public course to a visitor, with login links carrying the way back', async () => {
    signOut();
    renderApp('/kurser/publika/kurs');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Testkurs publik' }),
    ).toBeInTheDocument();
    expect(await lessonHeading('Första lektionen')).toBeInTheDocument();
    expect(screen.getByText('Brödtext för Första lektionen.')).toBeInTheDocument();

    const locks = screen.getAllByRole('link', { name: /Logga in för att låsa upp/ });
    expect(locks).toHaveLength(2);
    expect(locks[0]).toHaveAccessibleName(/Andra lektionen/);
    expect(locks[0]).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/kurser/publika/kurs?lektion=tp-2')}`,
    );
    expect(screen.getAllByText('Logga in för att spara dina framsteg och få XP').length).toBe(1);
  });

  it('shows a locked lesson instead of its content to a visitor', async () => {
    signOut();
    renderApp('/kurser/publika/kurs?lektion=tp-2');
    expect(await lessonHeading('Andra lektionen')).toBeInTheDocument();
    expect(screen.getByText('Den här lektionen är låst')).toBeInTheDocument();
    expect(screen.queryByText('Brödtext för Andra lektionen.')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('opens every lesson to a signed-in member, with progress', async () => {
    signIn();
    renderApp('/kurser/publika/kurs?lektion=tp-3');
    expect(await lessonHeading('Tredje lektionen')).toBeInTheDocument();
    expect(screen.getByText('Brödtext för Tredje lektionen.')).toBeInTheDocument();
    expect(screen.queryByText('Logga in för att låsa upp')).not.toBeInTheDocument();
    expect(await screen.findByText('0 av 3 klara')).toBeInTheDocument();
  });

  it('keeps the family course for parents', async () => {
    signIn('barn');
    const teen = renderApp('/foraldrar/kurs?lektion=tf-1');
    expect(await lessonHeading('Familjens första lektion')).toBeInTheDocument();
    expect(screen.getAllByText('Den här kursen är för föräldrar').length).toBeGreaterThan(0);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    teen.unmount();
    closeUserData();

    signIn('foralder');
    renderApp('/foraldrar/kurs?lektion=tf-1');
    expect(await lessonHeading('Familjens första lektion')).toBeInTheDocument();
    expect(screen.queryByText('Den här kursen är för föräldrar')).not.toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });
});

describe('lesson content', () => {
  it('says in Swedish when a lesson was never saved offline, and loads it when retried online', async () => {
    signIn();
    unreachable.add('tp-2');
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    renderApp('/kurser/publika/kurs?lektion=tp-2');
    expect(await lessonHeading('Andra lektionen')).toBeInTheDocument();
    expect(await screen.findByText('Lektionen finns inte offline än')).toBeInTheDocument();
    expect(screen.getByText(/välj ”Ladda ner kursen” när du är online/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    unreachable.delete('tp-2');
    offline.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByText('Brödtext för Andra lektionen.')).toBeInTheDocument();
    expect(screen.queryByText('Lektionen finns inte offline än')).not.toBeInTheDocument();
  });

  it('retries by itself when the connection returns', async () => {
    signIn();
    unreachable.add('tp-3');
    renderApp('/kurser/publika/kurs?lektion=tp-3');
    expect(await screen.findByText('Lektionen kunde inte hämtas')).toBeInTheDocument();
    unreachable.delete('tp-3');
    await act(() => Promise.resolve()); // The failure's effects have run: it listens for online.
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Brödtext för Tredje lektionen.')).toBeInTheDocument();
  });

  it('renders every kind of block and the Testa själv step for a visitor', async () => {
    signOut();
    renderApp('/kurser/publika/kurs?lektion=tp-1');
    expect(await screen.findByRole('heading', { level: 3, name: 'En rubrik' })).toBeInTheDocument();
    expect(screen.getByText('Punkt två')).toBeInTheDocument();
    expect(screen.getByText('Elins vecka')).toBeInTheDocument();
    expect(screen.getByText('Ett tips.')).toBeInTheDocument();
    expect(screen.getByText('En varning.')).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Steg för steg' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 3, name: 'Testa själv' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Logga in och testa' })).toHaveAttribute(
      'href',
      '/login?redirect=%2F',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

describe('the quiz', () => {
  it('explains each answer, then shows the result (visitors: no XP, a login nudge)', async () => {
    const user = userEvent.setup();
    signOut();
    renderApp('/kurser/publika/kurs?lektion=tp-1');
    await lessonHeading('Första lektionen');
    expect(screen.getByText('Fråga 1 av 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Svara' }));
    expect(screen.getByText('Välj ett svar först.')).toBeInTheDocument();

    await answer(user, 'Nej');
    const feedback = screen
      .getAllByRole('status')
      .find((el) => el.textContent?.includes('Inte riktigt.'))!;
    expect(feedback).toHaveTextContent('Förklaring: Nej stämmer inte.');
    expect(feedback).toHaveTextContent('Rätt svar: Ja.');
    expect(feedback).toHaveTextContent('Förklaring: Ja stämmer.');
    expect(screen.getByRole('radio', { name: /Nej/ })).toBeDisabled();
    expect(screen.getByText('Ditt svar')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nästa fråga' }));
    expect(screen.getByText('Fråga 2 av 2')).toBeInTheDocument();
    await answer(user, 'Spara');
    expect(screen.getByText('Rätt!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Visa resultat' }));

    expect(await screen.findByRole('heading', { name: '1 av 2 rätt' })).toBeInTheDocument();
    expect(screen.getByText(/Inte godkänt/)).toBeInTheDocument();
    expect(screen.getAllByText('Logga in för att spara dina framsteg och få XP').length).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(screen.getByText('Fråga 1 av 2')).toBeInTheDocument();
  });

  it('awards XP once: a second completion shows no XP toast', async () => {
    const user = userEvent.setup();
    signIn();
    renderApp('/kurser/publika/kurs?lektion=tp-1');
    await lessonHeading('Första lektionen');

    await passQuiz(user);
    expect(await screen.findByRole('heading', { name: '2 av 2 rätt' })).toBeInTheDocument();
    expect(screen.getByText('Godkänt – snyggt jobbat!')).toBeInTheDocument();
    expect(await screen.findByText('Du fick +25 XP')).toBeInTheDocument();
    expect(await screen.findByText('+25 XP')).toBeInTheDocument();
    expect(await screen.findByText('1 av 3 klara')).toBeInTheDocument();

    act(() => notifications.clean());
    await waitFor(() => expect(screen.queryByText('+25 XP')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    await passQuiz(user);
    expect(
      await screen.findByText('Du har redan fått XP för den här lektionen.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('+25 XP')).not.toBeInTheDocument();
    expect(await data!.db.xpEvents.count()).toBe(2);
  });

  it('sends the server the answers chosen and when the lesson was opened, not a grade', async () => {
    const user = userEvent.setup();
    signIn();
    const before = Date.now();
    renderApp('/kurser/publika/kurs?lektion=tp-1');
    await lessonHeading('Första lektionen');
    const opened = Date.now();
    await answer(user, 'Nej'); // option 1: wrong
    await user.click(screen.getByRole('button', { name: 'Nästa fråga' }));
    await answer(user, 'Spara'); // option 0: right
    await user.click(screen.getByRole('button', { name: 'Visa resultat' }));
    expect(await screen.findByRole('heading', { name: '1 av 2 rätt' })).toBeInTheDocument();
    await waitFor(async () => expect(await data!.db.outbox.count()).toBe(1));
    const [op] = await data!.db.outbox.toArray();
    expect(op).toMatchObject({
      table: 'quiz_attempts',
      patch: { lesson_id: 'tp-1', answers: { 'tp-1-q1': 1, 'tp-1-q2': 0 } },
    });
    const startedAt = Date.parse(String(op?.patch.started_at));
    const finishedAt = Date.parse(String(op?.patch.finished_at));
    expect(startedAt).toBeGreaterThanOrEqual(before);
    expect(startedAt).toBeLessThanOrEqual(opened);
    expect(finishedAt).toBeGreaterThanOrEqual(startedAt);
  });

  it('celebrates a finished course with its XP', async () => {
    const user = userEvent.setup();
    signIn();
    renderApp('/kurser/medlemmar/kurs?kurs=test-medlem');
    await lessonHeading('Enda lektionen');
    await passQuiz(user);
    expect(await screen.findByText('Kursen klar! +150 XP')).toBeInTheDocument();
    expect(await screen.findByText('+25 XP')).toBeInTheDocument();
    expect(await screen.findByText('Du fick +175 XP')).toBeInTheDocument();
  });

  it('goes on to the next lesson and updates ?lektion=', async () => {
    const user = userEvent.setup();
    signIn();
    const { router } = renderApp('/kurser/publika/kurs?lektion=tp-1');
    await lessonHeading('Första lektionen');
    await passQuiz(user);
    await user.click(await screen.findByRole('button', { name: 'Nästa lektion' }));
    expect(await lessonHeading('Andra lektionen')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ lektion: 'tp-2' });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Andra lektionen' })).toHaveFocus(),
    );
  });
});

describe('search params and resume', () => {
  it('resumes at the first unfinished lesson and pins it in the URL', async () => {
    const user = signIn();
    const course = {
      id: testPublicCourse.id,
      xp: 100,
      lessonIds: testPublicCourse.lessons.map((l) => l.id),
    };
    await recordLessonResult(user.db, user.userId, {
      answers: {},
      lessonId: 'tp-1',
      correct: 2,
      questions: 2,
      course,
    });
    const { router } = renderApp('/kurser/publika/kurs');
    expect(await lessonHeading('Andra lektionen')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toMatchObject({ lektion: 'tp-2' }));
    expect(screen.getByText('1 av 3 klara')).toBeInTheDocument();
  });

  it("keeps a visitor's course address as it is: its page is the prerendered one", async () => {
    signOut();
    const { router } = renderApp('/kurser/publika/kurs?kurs=test-publik');
    expect(await lessonHeading('Första lektionen')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.searchStr).toBe('?kurs=test-publik');
  });

  it('opens the first lesson when every lesson is done', async () => {
    const user = signIn();
    const course = { id: testMemberCourse.id, xp: 150, lessonIds: ['tm-1'] };
    await recordLessonResult(user.db, user.userId, {
      answers: {},
      lessonId: 'tm-1',
      correct: 2,
      questions: 2,
      course,
    });
    renderApp('/kurser/medlemmar/kurs?kurs=test-medlem');
    expect(await lessonHeading('Enda lektionen')).toBeInTheDocument();
  });

  it('selects the course and lesson from ?kurs= and ?lektion=', async () => {
    signIn('foralder');
    renderApp(`/kurser/medlemmar/kurs?kurs=test-medlem&lektion=tm-1`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Testkurs medlem' }),
    ).toBeInTheDocument();
    expect(await lessonHeading('Enda lektionen')).toBeInTheDocument();
  });

  it('falls back to the first course of the list and the resume lesson for unknown values', async () => {
    signOut();
    renderApp('/kurser/publika/kurs?kurs=finns-inte&lektion=finns-inte');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Testkurs publik' }),
    ).toBeInTheDocument();
    expect(await lessonHeading('Första lektionen')).toBeInTheDocument();
  });

  it('changes lesson from the lesson list', async () => {
    const user = userEvent.setup();
    signIn();
    const { router } = renderApp('/kurser/publika/kurs?lektion=tp-1');
    await lessonHeading('Första lektionen');
    await user.click(screen.getByRole('link', { name: /Tredje lektionen/ }));
    expect(await lessonHeading('Tredje lektionen')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ lektion: 'tp-3' });
    expect(screen.getByRole('link', { name: /Tredje lektionen/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('course lists', () => {
  it('shows the public courses with facts, and progress when signed in', async () => {
    const user = signIn();
    await recordLessonResult(user.db, user.userId, {
      answers: {},
      lessonId: 'tp-1',
      correct: 2,
      questions: 2,
      course: { id: 'test-publik', xp: 100, lessonIds: ['tp-1', 'tp-2', 'tp-3'] },
    });
    renderApp('/kurser/publika');
    const title = await screen.findByRole('heading', { level: 2, name: 'Testkurs publik' });
    const card = title.closest<HTMLElement>('.mantine-Card-root')!;
    expect(within(card).getByText('3 lektioner')).toBeInTheDocument();
    expect(within(card).getByText('15 min')).toBeInTheDocument();
    expect(within(card).getByText('+100 XP')).toBeInTheDocument();
    expect(within(card).getByText('Nybörjare')).toBeInTheDocument();
    expect(await within(card).findByText('1 av 3 klara')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Fortsätt/ })).toHaveAttribute(
      'href',
      '/kurser/publika/kurs?kurs=test-publik',
    );
  });

  it('shows member courses locked to visitors on /lar-dig-mer', async () => {
    signOut();
    renderApp('/lar-dig-mer');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Rekommenderad väg' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Logga in för att börja/ }).length).toBeGreaterThan(
      0,
    );
  });
});

describe('testCourses', () => {
  it('are what the mocks expect', () => {
    expect(testCourses.map((course) => course.id)).toEqual([
      testPublicCourse.id,
      testMemberCourse.id,
      testParentCourse.id,
    ]);
  });
});

import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { courseHref, courses } from '@/content';
import { closeUserData, openUserData } from '@/data/session';
import { resetAuthStore } from '@/stores/auth-store';
import { renderApp, serveLessonTexts, signInAs } from '@test-utils';

// Member lessons come through the member's session (issue 41 §9): a stand-in for the server.
let server: ReturnType<typeof serveLessonTexts>;
beforeEach(() => {
  resetAuthStore();
  window.scrollTo = vi.fn();
  server = serveLessonTexts();
});
afterEach(() => {
  closeUserData();
  server.restore();
});

describe('every course in the catalogue', () => {
  it.each(courses.map((course) => [course.id, course] as const))(
    '%s renders its first lesson',
    async (_id, course) => {
      const id = crypto.randomUUID();
      // A signed-in parent may open every course.
      signInAs({ id, email: 'anna@example.se', role: 'foralder' } as Parameters<
        typeof signInAs
      >[0]);
      act(() => void openUserData(id));
      const first = course.lessons[0]!;
      renderApp(courseHref(course.id, first.id));
      expect(
        await screen.findByRole('heading', { level: 1, name: course.title }),
      ).toBeInTheDocument();
      expect(
        await screen.findByRole('heading', { level: 2, name: first.title }),
      ).toBeInTheDocument();
      expect(screen.getByText(first.description)).toBeInTheDocument();
      // The lesson's text and quiz loaded too (a public file, or through the member's session).
      expect(await screen.findByRole('heading', { name: 'Quiz' })).toBeInTheDocument();
    },
  );
});

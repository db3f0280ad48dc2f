import { describe, expect, it } from 'vitest';

import { loadLessonTexts } from '@/content';
import { createSearchIndex } from '@/lib/search';

import { landingCopy } from '../copy/landing';
import { collectText } from './collect-text';
import { visitorDocuments } from './visitor-documents';

/** Pages a visitor can open without being sent to /login (spec §2 route table). */
const MEMBERS_ONLY =
  /^\/(app|search|menu|leaderboard|add-transaction|profile|sakerhet|kurser\/medlemmar|foraldrar\/kurs)(\/|\?|$)/;

describe('visitorDocuments', () => {
  const docs = visitorDocuments();

  it('holds no members-only page, course or lesson', () => {
    expect(docs.length).toBeGreaterThan(10);
    for (const doc of docs) expect(doc.href, doc.id).not.toMatch(MEMBERS_ONLY);
  });

  it('has the free lessons and only the first lesson of each public course', () => {
    const lessons = docs.filter((doc) => doc.kind === 'lesson').map((doc) => doc.id);
    expect(lessons).toContain('lesson:gratis-lektioner-swish-sakerhet');
    expect(lessons).toContain('lesson:budgetering-101-vad-ar-en-budget');
    expect(lessons).toContain('lesson:banktjanster-for-unga-konto-och-kort');
    expect(lessons).not.toContain('lesson:budgetering-101-inkomster-och-utgifter');
    expect(lessons).not.toContain('lesson:forsta-jobbet-sommarjobb-och-avtal');
    expect(lessons).not.toContain('lesson:kom-igang-med-slantis-oversikten');
  });

  it('has the public marketing pages with their text', () => {
    const page = docs.find((doc) => doc.href === '/ungdomskonto');
    expect(page?.title).toBe('Ungdomskonto');
    expect(page?.body).toContain('vårdnadshavare');
    // Link targets and ids are not text.
    expect(page?.body).not.toContain('/sparmal');
  });
});

describe('the landing page shortcuts', () => {
  it.each(landingCopy.search.shortcuts)('%s finds pages a visitor can open', async (shortcut) => {
    for (const texts of [{}, await loadLessonTexts()]) {
      const results = createSearchIndex(visitorDocuments(texts)).search(shortcut);
      expect(results.length, `${shortcut} with ${Object.keys(texts).length} texts`).toBeGreaterThan(
        0,
      );
      for (const result of results) expect(result.href).not.toMatch(MEMBERS_ONLY);
    }
  });
});

describe('collectText', () => {
  it('keeps readable strings and skips links, ids and functions', () => {
    expect(
      collectText({
        heading: 'Rubrik',
        items: ['Ett', { title: 'Två', to: '/sparmal', id: 'x' }],
        count: (n: number) => `${n} träffar`,
        icon: 'target',
      }),
    ).toBe('Rubrik Ett Två');
  });
});

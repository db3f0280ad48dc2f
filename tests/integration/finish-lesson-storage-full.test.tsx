import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { showToast } from '@/components/toast';
import type { CourseSummary } from '@/content';
import { closeUserData, openUserData, type UserData } from '@/data/session';
import { useFinishLesson } from '@/features/learning/hooks/use-finish-lesson';
import { resetStorageState, useStorageStore } from '@/stores/storage-store';
import { fillTheDisk } from '@/testing/full-disk';

vi.mock('@/components/toast', () => ({ showToast: vi.fn() }));

const course: CourseSummary = {
  id: 'test-kurs',
  title: 'Testkurs',
  description: 'En testkurs.',
  level: 'Nybörjare',
  audience: 'member',
  minutes: 5,
  xp: 100,
  lessons: [{ id: 'lektion-1' }, { id: 'lektion-2' }] as CourseSummary['lessons'],
};

let data: UserData;

beforeEach(() => {
  resetStorageState();
  vi.mocked(showToast).mockClear();
  data = openUserData(crypto.randomUUID());
});
afterEach(() => {
  act(() => closeUserData());
  resetStorageState();
});

const rightAnswers = [
  { questionId: 'q1', optionIndex: 0, correct: true },
  { questionId: 'q2', optionIndex: 1, correct: true },
];

describe('useFinishLesson on a full device', () => {
  it('rejects, toasts the storage-full sentence and awards no XP; the next finish works', async () => {
    const { result } = renderHook(() => useFinishLesson());
    const freeSpace = fillTheDisk();

    await expect(result.current(course, 'lektion-1', rightAnswers, 2)).rejects.toThrow();
    expect(vi.mocked(showToast).mock.calls).toEqual([
      [
        'Kunde inte spara',
        'Enheten har inte plats för mer, så ändringen sparades inte. Gör plats och försök igen.',
        'error',
      ],
    ]);
    expect(useStorageStore.getState().storageFull).toBe(true);
    expect(await data.db.xpEvents.count()).toBe(0);

    freeSpace();
    vi.mocked(showToast).mockClear();
    await expect(result.current(course, 'lektion-1', rightAnswers, 2)).resolves.toMatchObject({
      xpAwarded: 25,
    });
    expect(vi.mocked(showToast).mock.calls.map(([, , variant]) => variant)).toEqual(['success']);
    expect(useStorageStore.getState().storageFull).toBe(false);
  });
});

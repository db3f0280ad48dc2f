import { afterEach, expect, it } from 'vitest';

import { storedMember } from './member';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

it('knows nobody in a fresh browser', () => {
  expect(storedMember()).toEqual({ signedIn: false, returning: false });
});

it.each(['slantis-device-unlock', 'slantis-passkey-here', 'slantis-last-activity'])(
  'counts a browser with %s as a returning member (the app loads at once)',
  (key) => {
    localStorage.setItem(key, '1');
    expect(storedMember()).toEqual({ signedIn: false, returning: true });
  },
);

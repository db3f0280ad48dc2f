import { describe, expect, it } from 'vitest';

import { isLocalStack } from './is-local-stack';

describe('isLocalStack', () => {
  it.each([
    ['http://127.0.0.1:54321', true],
    ['http://localhost:54321', true],
    ['http://[::1]:54321', true],
    ['https://abcdefgh.supabase.co', false],
    ['https://127.0.0.1.example.com', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => {
    expect(isLocalStack(url)).toBe(expected);
  });
});

import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';

import { isQuotaError } from './quota';
import { RepoError } from './repos/errors';

const domQuota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('isQuotaError', () => {
  it.each([
    ['the browser’s DOMException', domQuota()],
    ['Dexie.QuotaExceededError', new Dexie.QuotaExceededError('full')],
    [
      'Dexie.QuotaExceededError wrapping the DOMException',
      new Dexie.QuotaExceededError(domQuota()),
    ],
    [
      'an aborted transaction with the DOMException inside',
      new Dexie.AbortError('aborted', domQuota()),
    ],
    [
      'a Dexie error nested two levels deep',
      new Dexie.AbortError('x', new Dexie.QuotaExceededError(domQuota())),
    ],
    ['Firefox’s legacy name', new DOMException('full', 'NS_ERROR_DOM_QUOTA_REACHED')],
    [
      'Firefox’s legacy name inside Dexie',
      new Dexie.AbortError('x', { name: 'NS_ERROR_DOM_QUOTA_REACHED' }),
    ],
    ['old WebKit’s constant name', { name: 'QUOTA_EXCEEDED_ERR' }],
    [
      'an Error with the quota error as its cause',
      new Error('write failed', { cause: domQuota() }),
    ],
  ])('is true for %s', (_, error) => {
    expect(isQuotaError(error)).toBe(true);
  });

  it.each([
    ['a constraint error', new Dexie.ConstraintError('key already exists')],
    [
      'an abort for another reason',
      new Dexie.AbortError('aborted', new DOMException('x', 'UnknownError')),
    ],
    ['a closed database', new Dexie.DatabaseClosedError()],
    ['a refused write', new RepoError('amount out of range')],
    ['a plain Error that only mentions the name', new Error('QuotaExceededError')],
    ['the name as a string', 'QuotaExceededError'],
    ['null', null],
    ['undefined', undefined],
    [
      'an object whose inner points to itself',
      (() => {
        const loop: { name: string; inner?: unknown } = { name: 'AbortError' };
        loop.inner = loop;
        return loop;
      })(),
    ],
  ])('is false for %s', (_, error) => {
    expect(isQuotaError(error)).toBe(false);
  });
});

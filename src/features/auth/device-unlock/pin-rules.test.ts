import { describe, expect, it } from 'vitest';

import { deviceUnlockCopy } from './copy';
import { looksLikePin, pinProblem } from './pin-rules';

const { format, easy, mismatch } = deviceUnlockCopy.setup;

describe('choosing a device PIN', () => {
  it.each([
    ['258', format],
    ['2580147', format],
    ['25a0', format],
    [' 2580', format],
    ['', format],
    ['0000', easy],
    ['1234', easy],
    ['987654', easy],
    ['4567', easy],
  ])('refuses %j', (pin, message) => {
    expect(pinProblem(pin, pin)).toBe(message);
  });

  it.each(['2580', '13579', '902143', '1123'])('accepts %s when typed twice', (pin) => {
    expect(pinProblem(pin, pin)).toBeNull();
  });

  it('asks for the same PIN twice', () => {
    expect(pinProblem('2580', '2581')).toBe(mismatch);
  });

  it('knows the shape of a PIN on the lock screen', () => {
    expect(looksLikePin('2580')).toBe(true);
    expect(looksLikePin('25')).toBe(false);
  });
});

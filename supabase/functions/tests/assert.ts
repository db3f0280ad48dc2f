// A few assertions for the tests. jsr:@std/assert is out of reach here and node:assert would
// need @types/node resolved through Deno, so the tests carry their own.

export class AssertionError extends Error {
  override name = 'AssertionError';
}

function isEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      isEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

const show = (value: unknown) => (value === undefined ? 'undefined' : JSON.stringify(value));

function fail(message: string, detail: string): never {
  throw new AssertionError(message ? `${message}\n${detail}` : detail);
}

/** Deep equality of JSON-like values. */
export function assertEquals(actual: unknown, expected: unknown, message = ''): void {
  if (!isEqual(actual, expected)) {
    fail(message, `expected ${show(expected)}\n  actual ${show(actual)}`);
  }
}

export function assertNotEquals(actual: unknown, expected: unknown, message = ''): void {
  if (isEqual(actual, expected)) fail(message, `expected anything but ${show(expected)}`);
}

export function assert(condition: unknown, message = 'assertion failed'): asserts condition {
  if (!condition) fail(message, '');
}

export function assertMatch(actual: string, pattern: RegExp, message = ''): void {
  if (!pattern.test(actual)) fail(message, `expected ${show(actual)} to match ${pattern}`);
}

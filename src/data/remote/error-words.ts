import { isRefusalCode, refusalWords } from './refusals';
import { NETWORK, OFFLINE, RemoteError, toRemoteError } from './rpc';

/**
 * How a feature words the failures of its server calls. `spoken` lists the codes whose message
 * the server writes for people (raised in Swedish by the SQL functions, P0001 for bad input):
 * those are shown as they came. A refusal code (refusals.ts) is said in the app's one map's
 * words. Every other failure gets the feature's own copy.
 */
export type ErrorWords = {
  spoken: readonly string[];
  offline: string;
  network: string;
  generic: string;
};

/** The failure as a RemoteError whose message is ready to show; the code is kept. */
export function worded(error: unknown, words: ErrorWords): RemoteError {
  const remote = toRemoteError(error);
  if (isRefusalCode(remote.code)) {
    return new RemoteError(remote.code, refusalWords[remote.code], { cause: remote.cause });
  }
  if (words.spoken.includes(remote.code)) return remote;
  const message =
    remote.code === OFFLINE
      ? words.offline
      : remote.code === NETWORK
        ? words.network
        : words.generic;
  return new RemoteError(remote.code, message, { cause: remote.cause });
}

/** The same call, rejecting with `worded` errors. */
export function speaking<A extends unknown[], R>(
  call: (...args: A) => Promise<R>,
  words: ErrorWords,
): (...args: A) => Promise<R> {
  return async (...args) => {
    try {
      return await call(...args);
    } catch (error) {
      throw worded(error, words);
    }
  };
}

/** Whether a failure is a RemoteError with this code. */
export const hasCode = (error: unknown, code: string): boolean =>
  error instanceof RemoteError && error.code === code;

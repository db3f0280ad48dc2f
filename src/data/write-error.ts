import { isQuotaError } from './quota';
import { storageFullCopy } from './storage-copy';

export type WriteErrorText = { title: string; message: string };

/**
 * The toast for a local write that failed: the storage-full sentence for a quota error,
 * otherwise the form's own generic text. Every form maps its errors through this one helper.
 */
export function writeErrorText(error: unknown, generic: WriteErrorText): WriteErrorText {
  return isQuotaError(error)
    ? { title: generic.title, message: storageFullCopy.notSaved }
    : generic;
}

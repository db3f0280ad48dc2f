import { useState } from 'react';

/**
 * A typed code checked by the server: busy while it checks, then `wrong` (refused) or `failed`
 * (no answer) said at the field. Resolves how it went, so the form can clear or move on.
 */
export function useCheckedCode(
  check: (code: string) => Promise<boolean>,
  words: { wrong: string; failed: string },
) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (code: string): Promise<'ok' | 'wrong' | 'failed'> => {
    setBusy(true);
    setError(null);
    try {
      if (await check(code)) return 'ok';
      setError(words.wrong);
      return 'wrong';
    } catch {
      setError(words.failed);
      return 'failed';
    } finally {
      setBusy(false);
    }
  };

  return { error, setError, busy, submit };
}

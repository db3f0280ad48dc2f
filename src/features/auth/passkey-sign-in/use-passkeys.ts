import { useCallback } from 'react';

import { useRemote } from '@/hooks/use-remote';

import { addPasskey, loadPasskeys, removeOwnPasskey, renameOwnPasskey } from './passkey-account';

/** The member's passkeys and what can be done with them; each change reloads the list. */
export function usePasskeys(online: boolean) {
  const load = useCallback(() => loadPasskeys(), []);
  const { state, reload } = useRemote(online ? load : null);
  const after =
    <A extends unknown[]>(action: (...args: A) => Promise<string | null>) =>
    async (...args: A) => {
      const code = await action(...args);
      if (code === null) reload();
      return code;
    };
  return {
    state,
    add: after(addPasskey),
    rename: after(renameOwnPasskey),
    remove: after(removeOwnPasskey),
  };
}

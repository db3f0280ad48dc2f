import { useCallback, useState } from 'react';

import { useAction } from '@/hooks/use-action';
import { useRemote } from '@/hooks/use-remote';

import {
  fetchDeskCallbacks,
  markCallbackDone,
  type CallbackStatus,
  type DeskCallback,
} from '../api/desk-api';
import { deskCopy } from '../desk-copy';

/** The staff's call-back requests (waiting or done), and marking one done. */
export function useDeskCallbacks() {
  const [status, setStatus] = useState<CallbackStatus>('requested');
  const load = useCallback(() => fetchDeskCallbacks(status), [status]);
  const { state, reload } = useRemote(load);
  const done = useAction((callback: DeskCallback) => markCallbackDone(callback.id), {
    success: () => ({ title: deskCopy.callbacks.heading, message: deskCopy.callbacks.marked }),
    onDone: reload,
    failure: (error: unknown) => ({
      title: deskCopy.failed,
      message: error instanceof Error ? error.message : deskCopy.errors.generic,
    }),
  });
  return { status, setStatus, state, busy: done.busy, markDone: done.run };
}

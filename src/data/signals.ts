/** Lets the sync scheduler hear about local writes without the repos knowing about it. */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onLocalWrite(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the repos after a write has committed. */
export function notifyLocalWrite(): void {
  for (const listener of listeners) listener();
}

import { create } from 'zustand';

/** A new app version waiting to take over, and what must settle before it may. */
export type AppUpdateState = {
  /** A new service worker is installed and waiting. */
  updateReady: boolean;
  /** The user chose 'Uppdatera'; it applies as soon as nothing would be lost. */
  applyRequested: boolean;
  /** Forms with unsaved input (an update reloads the page). */
  dirtyForms: number;
};

export const useAppUpdateStore = create<AppUpdateState>()(() => ({
  updateReady: false,
  applyRequested: false,
  dirtyForms: 0,
}));

/** Marks one form dirty; call the returned function when it is clean or gone. */
export function holdForDirtyForm(): () => void {
  useAppUpdateStore.setState((state) => ({ dirtyForms: state.dirtyForms + 1 }));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    useAppUpdateStore.setState((state) => ({ dirtyForms: Math.max(0, state.dirtyForms - 1) }));
  };
}

import { create } from 'zustand';

/** Chromium's install event (not in the DOM typings). */
type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

export type InstallState = {
  /** Chromium offered installation and we kept the event for our own button. */
  canPrompt: boolean;
  /** Running as the installed app (or just installed). */
  installed: boolean;
  /** iOS Safari in a normal tab: installing is done by hand from the share sheet. */
  iosSafari: boolean;
};

export const useInstallState = create<InstallState>()(() => ({
  canPrompt: false,
  installed: false,
  iosSafari: false,
}));

let deferred: BeforeInstallPromptEvent | null = null;
let listening = false;

export function isIosSafari(userAgent: string): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
}

function runningStandalone(win: Window): boolean {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  return win.matchMedia('(display-mode: standalone)').matches || nav.standalone === true;
}

/**
 * Starts listening for Chromium's install offer (call once at start-up: the event fires early),
 * and notes whether the app already runs installed. `onInstalled` runs after an install.
 */
export function watchInstall(onInstalled: () => void, win: Window = window): void {
  if (listening) return;
  listening = true;
  useInstallState.setState({
    installed: runningStandalone(win),
    iosSafari: isIosSafari(win.navigator.userAgent) && !runningStandalone(win),
  });
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    useInstallState.setState({ canPrompt: true });
  });
  win.addEventListener('appinstalled', () => {
    deferred = null;
    useInstallState.setState({ canPrompt: false, installed: true });
    onInstalled();
  });
}

/** Shows Chromium's install dialog; resolves with whether the user accepted. */
export async function promptInstall(): Promise<boolean> {
  if (!deferred) return false;
  const event = deferred;
  deferred = null;
  useInstallState.setState({ canPrompt: false });
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}

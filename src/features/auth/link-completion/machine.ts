import { isInAppBrowser } from '../rules/in-app-browser';
import { readAuthUrl } from './auth-url';
import { linkCompletionCopy } from './copy';

/** Spec §9: the session is checked at once, then every 500 ms, 10 times in all. */
export const SESSION_CHECK_ATTEMPTS = 10;
export const SESSION_CHECK_INTERVAL_MS = 500;
/** Spec §9: after a successful sign-in the user is sent to the app after 1 s. */
export const SUCCESS_REDIRECT_DELAY_MS = 1000;

export type CompletionErrorCode =
  'auth_error' | 'session_handling_failed' | 'no_session_found' | 'unexpected_error';

export type CompletionState =
  | { status: 'loading' }
  | { status: 'webview_detected' }
  | { status: 'success' }
  | { status: 'error'; code: CompletionErrorCode; message: string };

/** What one session check found: a session, none yet, or the auth client's error message. */
export type SessionCheck = { hasSession: boolean; error: string | null };
export type ReadSession = () => Promise<SessionCheck>;

export type CompletionInput = { search: string; hash: string; userAgent: string };

export type CompletionEffects = {
  readSession: ReadSession;
  setState: (state: CompletionState) => void;
  /** Replaces the current history entry: '/' when the URL holds no link, '/app' on success. */
  navigate: (to: '/' | '/app') => void;
  toast: (title: string, message: string, variant: 'success' | 'error') => void;
  /** Drops the tokens from the address bar. */
  clearUrl: () => void;
  log: (event: string, details?: Record<string, unknown>) => void;
  logError: (context: string, error: unknown) => void;
};

export const INITIAL_STATE: CompletionState = { status: 'loading' };

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}

/**
 * The magic-link completion machine (spec §4), free of React and Supabase so it can be tested
 * with fake timers. Returns a cancel function: after it, no effect runs and no timer is left.
 */
export function startLinkCompletion(
  input: CompletionInput,
  effects: CompletionEffects,
): () => void {
  const { errors, toasts } = linkCompletionCopy;
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;

  const cancel = () => {
    cancelled = true;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const later = (run: () => void, ms: number) => {
    timer = setTimeout(() => {
      timer = undefined;
      if (!cancelled) run();
    }, ms);
  };

  const fail = (code: CompletionErrorCode, message: string, withToast: boolean) => {
    cancel();
    effects.logError(`magic link ${code}`, message);
    effects.setState({ status: 'error', code, message });
    if (withToast) effects.toast(toasts.failed.title, toasts.failed.message, 'error');
  };

  const unexpected = (error: unknown) => {
    if (cancelled) return;
    fail('unexpected_error', `${errors.unexpected}${messageOf(error) || errors.unknown}`, false);
  };

  const succeed = () => {
    effects.log('magic_link_completed', { attempts });
    effects.setState({ status: 'success' });
    effects.toast(toasts.success.title, toasts.success.message, 'success');
    try {
      effects.clearUrl();
    } catch (error) {
      effects.logError('magic link could not clear the URL', error);
    }
    later(() => effects.navigate('/app'), SUCCESS_REDIRECT_DELAY_MS);
  };

  const check = async (): Promise<void> => {
    attempts += 1;
    let result: SessionCheck;
    try {
      result = await effects.readSession();
    } catch (error) {
      if (cancelled) return;
      fail(
        'session_handling_failed',
        `${errors.sessionFailed}${messageOf(error) || errors.unknown}`,
        true,
      );
      return;
    }
    if (cancelled) return;
    if (result.error !== null) {
      fail('session_handling_failed', `${errors.sessionFailed}${result.error}`, true);
    } else if (result.hasSession) {
      succeed();
    } else if (attempts >= SESSION_CHECK_ATTEMPTS) {
      fail('no_session_found', errors.noSession, true);
    } else {
      later(() => void check().catch(unexpected), SESSION_CHECK_INTERVAL_MS);
    }
  };

  try {
    if (isInAppBrowser(input.userAgent)) {
      effects.log('magic_link_in_app_browser');
      effects.setState({ status: 'webview_detected' });
      return cancel;
    }
    const url = readAuthUrl(input.search, input.hash);
    if (url.error !== null) {
      fail('auth_error', `${errors.authError}${url.error}`, false);
      return cancel;
    }
    if (!url.hasToken && !url.isMagicLink) {
      effects.navigate('/');
      return cancel;
    }
    effects.setState(INITIAL_STATE);
    void check().catch(unexpected);
  } catch (error) {
    unexpected(error);
  }
  return cancel;
}

import { authStorageKey } from '@/lib/auth-storage-key';
import { SESSION_ID_STORAGE_KEY } from '@/stores/auth-store';

import { checkAuthConfig, type AuthConfig } from '../rules/config-check';
import { isInAppBrowser } from '../rules/in-app-browser';
import { diagnosticsCopy } from './copy';

export type CheckStatus = 'pass' | 'fail' | 'warning' | 'info';

/** One diagnostic check result (spec §3). */
export type CheckResult = {
  id: string;
  name: string;
  status: CheckStatus;
  message: string;
  details?: string[];
};

/** How long the backend may take to answer the health check. */
export const HEALTH_TIMEOUT_MS = 5000;

const copy = diagnosticsCopy.checks;

/** (a) The startup configuration rule on the app's own settings. */
export function configCheck(config: AuthConfig): CheckResult {
  const { ok, errors } = checkAuthConfig(config);
  return {
    id: 'config',
    name: copy.config.name,
    status: ok ? 'pass' : 'fail',
    message: ok ? copy.config.ok : copy.config.failed,
    details: [`${copy.config.backend}: ${config.url}`, ...errors],
  };
}

/** The localStorage key supabase-js keeps its session under. */
export const authTokenStorageKey = authStorageKey;

/** (b) Which session keys the browser holds. Present or absent only: values are never read out. */
export function storageChecks(
  storage: Pick<Storage, 'getItem'>,
  supabaseUrl: string,
): CheckResult[] {
  const keys = [
    { id: 'session-id', key: SESSION_ID_STORAGE_KEY, text: copy.sessionId },
    { id: 'auth-token', key: authTokenStorageKey(supabaseUrl), text: copy.authToken },
  ];
  return keys.map(({ id, key, text }) => {
    const details = [`${copy.storage.key}: ${key}`];
    try {
      const present = storage.getItem(key) !== null;
      return {
        id,
        name: text.name,
        status: 'info',
        message: present ? text.present : text.absent,
        details,
      };
    } catch {
      return { id, name: text.name, status: 'warning', message: copy.storage.unreadable, details };
    }
  });
}

export type HealthDeps = {
  fetch: typeof fetch;
  now: () => number;
  timeoutMs?: number;
};

/** (c) Can the browser reach the auth service? GET /auth/v1/health with the public key. */
export async function healthCheck(config: AuthConfig, deps: HealthDeps): Promise<CheckResult> {
  const endpoint = `${config.url.replace(/\/+$/, '')}/auth/v1/health`;
  const base = { id: 'health', name: copy.health.name, details: [`GET ${endpoint}`] };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deps.timeoutMs ?? HEALTH_TIMEOUT_MS);
  const started = deps.now();
  try {
    const response = await deps.fetch(endpoint, {
      headers: { apikey: config.anonKey },
      signal: controller.signal,
    });
    const ms = Math.round(deps.now() - started);
    if (!response.ok) {
      return {
        ...base,
        status: 'fail',
        message: copy.health.failed(copy.health.status(response.status)),
      };
    }
    return { ...base, status: 'pass', message: copy.health.ok(ms) };
  } catch (error) {
    const reason = controller.signal.aborted
      ? copy.health.timeout
      : error instanceof Error && error.message
        ? `${copy.health.network} (${error.message})`
        : copy.health.network;
    return { ...base, status: 'fail', message: copy.health.failed(reason) };
  } finally {
    clearTimeout(timer);
  }
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/** (d) The address sign-in links lead to: https, or a local development host. */
export function redirectCheck(origin: string): CheckResult {
  const redirectUrl = `${origin}/welcome`;
  let secure = false;
  try {
    const url = new URL(redirectUrl);
    secure = url.protocol === 'https:' || LOCAL_HOSTS.has(url.hostname);
  } catch {
    secure = false;
  }
  return {
    id: 'redirect',
    name: copy.redirect.name,
    status: secure ? 'pass' : 'warning',
    message: secure ? copy.redirect.ok : copy.redirect.insecure,
    details: [`${copy.redirect.line}: ${redirectUrl}`],
  };
}

/** (e) Is this an in-app browser where sign-in links should not be finished? */
export function browserCheck(userAgent: string): CheckResult {
  const inApp = isInAppBrowser(userAgent);
  return {
    id: 'browser',
    name: copy.browser.name,
    status: inApp ? 'warning' : 'info',
    message: inApp ? copy.browser.inApp : copy.browser.normal,
    details: [`${copy.browser.agent}: ${userAgent}`],
  };
}

export type DiagnosticsDeps = HealthDeps & {
  config: AuthConfig;
  storage: Pick<Storage, 'getItem'>;
  origin: string;
  userAgent: string;
};

/** Runs every check of the report, in display order. */
export async function runDiagnostics(deps: DiagnosticsDeps): Promise<CheckResult[]> {
  const health = await healthCheck(deps.config, deps);
  return [
    configCheck(deps.config),
    ...storageChecks(deps.storage, deps.config.url),
    health,
    redirectCheck(deps.origin),
    browserCheck(deps.userAgent),
  ];
}

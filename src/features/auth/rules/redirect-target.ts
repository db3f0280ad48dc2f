/** Where a member lands when nothing else was asked for. */
export const DEFAULT_MEMBER_PATH = '/app';

/**
 * The guard carries the requested location to /login as ?redirect=…; after sign-in we go back
 * there. Only same-origin paths are honoured, so the parameter can't send anyone off-site.
 */
export function safeRedirectTarget(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.includes('\\')) return null;
  try {
    const base = 'https://slantis.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    if (url.pathname === '/login' || url.pathname === '/las-upp') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

export function redirectTargetOrDefault(value: unknown): string {
  return safeRedirectTarget(value) ?? DEFAULT_MEMBER_PATH;
}

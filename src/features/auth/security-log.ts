/**
 * Security events go to the browser console with a timestamp (spec §7). Never pass personal
 * data (e-mail, names, tokens): event names and error codes only.
 */
export function logSecurityEvent(event: string, details?: Record<string, unknown>): void {
  const line = `[security] ${new Date().toISOString()} ${event}`;
  if (details) console.warn(line, details);
  else console.warn(line);
}

/** Failures that users never see (spec §8: 'only logged'). */
export function logAuthError(context: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[auth] ${new Date().toISOString()} ${context}: ${message}`);
}

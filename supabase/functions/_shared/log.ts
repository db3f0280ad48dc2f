/**
 * Logs what went wrong without the request: never e-mails, passwords or tokens. Error messages
 * from supabase-js and the database carry none of those (only hashes and ids).
 */
export function logError(context: string, error: unknown): void {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.error(`${context}: ${detail}`);
}

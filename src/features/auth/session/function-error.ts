/** The parts of a functions.invoke error this feature reads. */
type InvokeError = { name?: string; context?: unknown };

/**
 * The JSON body of a non-2xx edge-function answer (FunctionsHttpError carries the Response in
 * `context`), or null when the call never got an answer (network, relay) or the body is not JSON.
 */
export async function functionErrorBody(error: unknown): Promise<Record<string, unknown> | null> {
  const context = (error as InvokeError | null)?.context;
  if (!(context instanceof Response)) return null;
  try {
    const body: unknown = await context.clone().json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

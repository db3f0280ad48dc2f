import { corsHeaders } from './cors.ts';

/** A JSON response with the CORS headers every answer of a function carries. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });
}

export function methodNotAllowed(): Response {
  const response = json({ error: 'Method not allowed' }, 405);
  response.headers.set('Allow', 'POST, OPTIONS');
  return response;
}

/** The request body as JSON, or undefined when it is missing or not JSON. */
export async function readJson(req: Request): Promise<unknown> {
  try {
    return await req.json();
  } catch {
    return undefined;
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(req: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get('Authorization') ?? '');
  return match?.[1] ?? null;
}

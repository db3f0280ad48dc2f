// Helpers for the integration tests, which run against a live local (or hosted) stack whose URL
// and keys come from the environment: SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY.
// Without them the integration tests are reported as ignored, never as passed.

export type Stack = { url: string; anonKey: string; serviceRoleKey: string };

function readStack(): Stack | null {
  const url = Deno.env.get('SUPABASE_URL');
  const anonKey = Deno.env.get('SUPABASE_ANON_KEY');
  const serviceRoleKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
  return url && anonKey && serviceRoleKey ? { url, anonKey, serviceRoleKey } : null;
}

const stack = readStack();

/** A test that needs the live stack. */
export function stackTest(name: string, fn: (stack: Stack) => Promise<void>): void {
  Deno.test({ name, ignore: stack === null, fn: () => fn(stack as Stack) });
}

export type Reply = { status: number; headers: Headers; body: Record<string, unknown> };

async function reply(response: Response): Promise<Reply> {
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { text };
  }
  return { status: response.status, headers: response.headers, body };
}

/** Calls a function as supabase-js functions.invoke does (apikey, Bearer, JSON body). */
export async function invoke(
  stack: Stack,
  name: string,
  options: { body?: unknown; token?: string | null; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {
    apikey: stack.anonKey,
    'Content-Type': 'application/json',
    ...options.headers,
  };
  const token = options.token === undefined ? stack.anonKey : options.token;
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${stack.url}/functions/v1/${name}`, {
    method: 'POST',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return reply(response);
}

/** A PostgREST call with the service role (bypasses RLS). */
export async function rest(
  stack: Stack,
  method: 'GET' | 'PATCH',
  path: string,
  body?: unknown,
): Promise<unknown[]> {
  const response = await fetch(`${stack.url}/rest/v1/${path}`, {
    method,
    headers: {
      apikey: stack.serviceRoleKey,
      Authorization: `Bearer ${stack.serviceRoleKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} /rest/v1/${path} → ${response.status} ${text}`);
  return JSON.parse(text) as unknown[];
}

export function freshEmail(tag: string): string {
  return `${tag}-${crypto.randomUUID()}@example.com`;
}

/** A distinct client address per test, so the per-client limit never couples tests. */
export function freshClient(): Record<string, string> {
  const bytes = crypto.getRandomValues(new Uint8Array(2));
  return { 'x-forwarded-for': `198.51.${bytes[0]}.${bytes[1]}` };
}

export type TestUser = { id: string; email: string; password: string };

/** Creates a user through GoTrue's admin API, confirmed unless told otherwise. */
export async function createUser(
  stack: Stack,
  tag: string,
  { confirmed = true }: { confirmed?: boolean } = {},
): Promise<TestUser> {
  const email = freshEmail(tag);
  const password = `Pw-1${crypto.randomUUID().slice(0, 12)}`; // upper, lower and a digit
  const response = await fetch(`${stack.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: stack.serviceRoleKey,
      Authorization: `Bearer ${stack.serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(
      confirmed ? { email, password, email_confirm: true } : { email, password },
    ),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`admin create user → ${response.status} ${text}`);
  return { id: (JSON.parse(text) as { id: string }).id, email, password };
}

export type LoggedIn = { sessionId: string; accessToken: string };

/** Logs a fresh confirmed user in through auth-proxy. */
export async function loginFreshUser(stack: Stack, tag: string): Promise<TestUser & LoggedIn> {
  const user = await createUser(stack, tag);
  const { status, body } = await invoke(stack, 'auth-proxy', {
    body: { email: user.email, password: user.password },
    headers: freshClient(),
  });
  if (status !== 200) throw new Error(`login → ${status} ${JSON.stringify(body)}`);
  const session = body.session as { access_token: string };
  return { ...user, sessionId: body.session_id as string, accessToken: session.access_token };
}

export type SessionRow = {
  session_id: string;
  user_id: string;
  active: boolean;
  last_activity_at: string;
  ended_reason: string | null;
  user_agent: string | null;
};

export async function sessionRow(stack: Stack, sessionId: string): Promise<SessionRow | undefined> {
  const rows = await rest(stack, 'GET', `user_sessions?select=*&session_id=eq.${sessionId}`);
  return rows[0] as SessionRow | undefined;
}

export async function updateSession(
  stack: Stack,
  sessionId: string,
  patch: Partial<SessionRow>,
): Promise<void> {
  const rows = await rest(stack, 'PATCH', `user_sessions?session_id=eq.${sessionId}`, patch);
  if (rows.length !== 1) throw new Error(`expected to update 1 session, updated ${rows.length}`);
}

import type { z } from 'npm:zod@4';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** Validates a request body, answering with the first problem's message. */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): Parsed<T> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, error: result.error.issues[0]?.message ?? 'Invalid request body' };
}

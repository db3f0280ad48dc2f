import { z } from 'npm:zod@4';

import { parseBody, type Parsed } from '../_shared/validation.ts';

// Spec §5: e-mail valid and at most 255 characters; login password 6–128 characters. The
// messages are the app's own Swedish ones, since it shows the function's error text as-is.
export const loginSchema = z.object(
  {
    email: z
      .string({ error: 'Ogiltig e-postadress' })
      .trim()
      .toLowerCase()
      .max(255, 'E-postadressen får vara max 255 tecken')
      .pipe(z.email('Ogiltig e-postadress')),
    password: z
      .string({ error: 'Lösenordet måste vara minst 6 tecken' })
      .min(6, 'Lösenordet måste vara minst 6 tecken')
      .max(128, 'Lösenordet får vara max 128 tecken'),
  },
  { error: 'Invalid request body' },
);

export type LoginInput = z.infer<typeof loginSchema>;

/** The login body, normalised (e-mail trimmed and lower-cased), or the first problem found. */
export function parseLogin(body: unknown): Parsed<LoginInput> {
  return parseBody(loginSchema, body);
}

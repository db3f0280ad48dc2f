import { z } from 'npm:zod@4';

import { parseBody, type Parsed } from '../_shared/validation.ts';

const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/, 'Invalid base64url');

/** A WebAuthn response as @simplewebauthn/browser sends it; the library checks the rest. */
const credential = z.looseObject({
  id: base64url.min(16).max(1400),
  rawId: base64url.min(16).max(1400),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: base64url.max(4096) }),
  clientExtensionResults: z.looseObject({}).default({}),
});

const challengeId = z.uuid('Invalid challenge_id');
const passkeyName = z
  .string()
  .trim()
  .min(1, 'Ge passkeyn ett namn.')
  .max(60, 'Namnet får vara högst 60 tecken.');

const registrationVerify = z.object({ challenge_id: challengeId, credential, name: passkeyName });
const authenticationVerify = z.object({ challenge_id: challengeId, credential });
const rename = z.object({ id: z.uuid(), name: passkeyName });
const remove = z.object({ id: z.uuid() });

// The library's own types describe the response; the schema only bounds what it reads.
// deno-lint-ignore no-explicit-any
type Credential = any;

export const parseRegistrationVerify = (body: unknown) =>
  parseBody(registrationVerify, body) as Parsed<
    { credential: Credential } & Omit<z.infer<typeof registrationVerify>, 'credential'>
  >;
export const parseAuthenticationVerify = (body: unknown) =>
  parseBody(authenticationVerify, body) as Parsed<
    { credential: Credential } & Omit<z.infer<typeof authenticationVerify>, 'credential'>
  >;
export const parseRename = (body: unknown) => parseBody(rename, body);
export const parseRemove = (body: unknown) => parseBody(remove, body);

import type { IncomingMessage } from 'node:http';

import { bearerToken, header } from './http';
import type { StackKeys } from './keys';

/** The CLI's opaque key pair (research §1.2); mapped to the JWT keys like the CLI's Kong does. */
export const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

/** The JWT a request acts with, or null when it sent neither an Authorization nor an apikey. */
export function requestJwt(req: IncomingMessage, keys: StackKeys): string | null {
  const bearer = bearerToken(req);
  if (bearer && !bearer.startsWith('sb_')) return bearer;
  const apikey = header(req, 'apikey') ?? bearer;
  if (!apikey) return null;
  if (apikey === SECRET_KEY) return keys.serviceRoleKey;
  if (apikey === PUBLISHABLE_KEY) return keys.anonKey;
  return apikey;
}

import type { IncomingMessage } from 'node:http';

import { bearerToken } from '../http';
import { verifyJwt, type Claims } from '../jwt';
import { AuthError, type AuthContext } from './context';

/** The verified claims of the request's Bearer JWT, or GoTrue's 401/403 errors. */
export async function bearerClaims(ctx: AuthContext, req: IncomingMessage): Promise<Claims> {
  const token = bearerToken(req);
  if (!token)
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const verified = await verifyJwt(token, ctx.keys.jwtSecret);
  if (!verified.ok) {
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${verified.reason}`,
    );
  }
  return verified.claims;
}

import { truncateUserAgent } from './user-sessions.ts';

/** The caller's address and device go along, so limits and the session list see the user. */
export function callerHeaders(req: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  const forwardedFor = req.headers.get('x-forwarded-for');
  const userAgent = truncateUserAgent(req.headers.get('user-agent'));
  if (forwardedFor) headers['X-Forwarded-For'] = forwardedFor;
  if (userAgent) headers['User-Agent'] = userAgent;
  return headers;
}

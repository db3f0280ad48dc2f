// Where Stripe sends the guardian back: the app's own origin (the request's Origin when it is
// one of the app's, else SITE_URL) and a path inside the app, never another site.
const DEFAULT_PATH = '/familj';

function appOrigins(): string[] {
  const site = Deno.env.get('SITE_URL');
  const extra = (Deno.env.get('APP_ORIGINS') ?? '').split(',');
  return [site, ...extra].map((origin) => origin?.trim()).filter((o): o is string => Boolean(o));
}

/** A same-site path: starts with one slash, no scheme or host, no backslashes. */
function safePath(value: unknown): string {
  if (typeof value !== 'string' || !/^\/(?![/\\])[^\s\\]*$/.test(value) || value.length > 200) {
    return DEFAULT_PATH;
  }
  return value.split('?')[0]!.split('#')[0]!;
}

export function returnUrls(req: Request, returnPath: unknown) {
  const origins = appOrigins();
  const asked = req.headers.get('origin');
  if (origins.length === 0) throw new Error('SITE_URL is not set');
  const origin = asked && origins.includes(asked) ? asked : origins[0]!;
  const path = safePath(returnPath);
  return {
    plain: `${origin}${path}`,
    success: `${origin}${path}?betalning=klar`,
    cancelled: `${origin}${path}?betalning=avbruten`,
  };
}

export type HandoffTarget = { kind: 'intent'; href: string } | { kind: 'window'; href: string };

/**
 * How to leave an in-app browser for the system browser: on Android an intent:// URL that asks
 * for Chrome (with the plain URL as the fallback for phones without it); elsewhere (iOS) a
 * new-window open of the same URL. Only http(s) URLs are handed on.
 */
export function systemBrowserTarget(url: string, userAgent: string): HandoffTarget | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (!/Android/i.test(userAgent)) return { kind: 'window', href: parsed.href };
  const scheme = parsed.protocol.slice(0, -1);
  const rest = `${parsed.host}${parsed.pathname}${parsed.search}${parsed.hash}`;
  const fallback = encodeURIComponent(parsed.href);
  return {
    kind: 'intent',
    href: `intent://${rest}#Intent;scheme=${scheme};package=com.android.chrome;S.browser_fallback_url=${fallback};end`,
  };
}

/** Tries to open `url` in the phone's normal browser; false when nothing could be tried. */
export function openInSystemBrowser(url: string, userAgent: string = navigator.userAgent): boolean {
  const target = systemBrowserTarget(url, userAgent);
  if (!target) return false;
  if (target.kind === 'intent') {
    try {
      window.location.href = target.href;
      return true;
    } catch {
      // Some webviews refuse intent:// navigation outright: fall back to a new window.
    }
  }
  return window.open(url, '_blank') !== null;
}

/** Copies the sign-in link so it can be pasted into the normal browser. */
export async function copyLinkToClipboard(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    return true;
  } catch {
    return false;
  }
}

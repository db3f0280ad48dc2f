import { afterEach, describe, expect, it, vi } from 'vitest';

import { copyLinkToClipboard, openInSystemBrowser, systemBrowserTarget } from './browser-handoff';

const ANDROID_FB =
  'Mozilla/5.0 (Linux; Android 14; SM-A546B; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/471.0.0.35.80;]';
const IPHONE_IG =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 337.0';

const LINK = 'https://slantis.se/welcome#access_token=a.b.c&type=magiclink';

describe('systemBrowserTarget', () => {
  it('asks Android for Chrome through an intent URL, keeping the fragment', () => {
    expect(systemBrowserTarget(LINK, ANDROID_FB)).toEqual({
      kind: 'intent',
      href: `intent://slantis.se/welcome#access_token=a.b.c&type=magiclink#Intent;scheme=https;package=com.android.chrome;S.browser_fallback_url=${encodeURIComponent(LINK)};end`,
    });
  });

  it('opens a new window on iOS', () => {
    expect(systemBrowserTarget(LINK, IPHONE_IG)).toEqual({ kind: 'window', href: LINK });
  });

  it('refuses anything but http(s)', () => {
    expect(systemBrowserTarget('javascript:alert(1)', IPHONE_IG)).toBeNull();
    expect(systemBrowserTarget('not a url', ANDROID_FB)).toBeNull();
  });
});

describe('openInSystemBrowser', () => {
  afterEach(() => vi.restoreAllMocks());

  it('calls window.open with the link on iOS', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openInSystemBrowser(LINK, IPHONE_IG);
    expect(open).toHaveBeenCalledWith(LINK, '_blank');
  });
});

describe('copyLinkToClipboard', () => {
  it('writes the link and reports success', async () => {
    const writeText = vi.fn(() => Promise.resolve(undefined));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await expect(copyLinkToClipboard(LINK)).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith(LINK);
  });

  it('reports a refused clipboard', async () => {
    const writeText = vi.fn(() => Promise.reject(new Error('NotAllowedError')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await expect(copyLinkToClipboard(LINK)).resolves.toBe(false);
  });
});

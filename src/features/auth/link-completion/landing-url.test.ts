import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.resetModules();
});

/** Loads landing-url.ts fresh, as if the page had just been opened at `path`. */
async function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return import('./landing-url');
}

describe('landing URL', () => {
  it('remembers the sign-in link after supabase-js cleared the fragment', async () => {
    const { isLinkCompletionUrl, linkUrl } = await openAt(
      '/welcome#access_token=a.b.c&type=magiclink',
    );
    window.history.replaceState(null, '', '/welcome');
    expect(isLinkCompletionUrl()).toBe(true);
    expect(linkUrl().hash).toBe('#access_token=a.b.c&type=magiclink');
  });

  it('ignores the landing URL on another page', async () => {
    const { isLinkCompletionUrl } = await openAt('/welcome#access_token=a.b.c');
    window.history.replaceState(null, '', '/dashboard');
    expect(isLinkCompletionUrl()).toBe(false);
  });

  it('prefers auth parameters still in the address bar', async () => {
    const { linkUrl } = await openAt('/welcome#access_token=old');
    window.history.replaceState(null, '', '/welcome#error=access_denied');
    expect(linkUrl().hash).toBe('#error=access_denied');
  });

  it('forgets the landing URL once the link is dealt with', async () => {
    const { forgetLandingUrl, isLinkCompletionUrl } = await openAt('/welcome#access_token=a.b.c');
    window.history.replaceState(null, '', '/welcome');
    forgetLandingUrl();
    expect(isLinkCompletionUrl()).toBe(false);
  });

  it('is false for a plain visit', async () => {
    const { isLinkCompletionUrl } = await openAt('/welcome');
    expect(isLinkCompletionUrl()).toBe(false);
  });
});

describe('clearTokensFromAddressBar', () => {
  it('drops tokens from the address bar', async () => {
    const { clearTokensFromAddressBar } = await openAt(
      '/welcome?x=1#access_token=a.b.c&type=magiclink',
    );
    clearTokensFromAddressBar();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/welcome',
    );
  });

  it('leaves a URL without tokens alone', async () => {
    const { clearTokensFromAddressBar } = await openAt('/welcome#type=magiclink');
    const replaceState = vi.spyOn(window.history, 'replaceState');
    clearTokensFromAddressBar();
    expect(replaceState).not.toHaveBeenCalled();
  });
});

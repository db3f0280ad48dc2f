import type { BrowserContext, Page } from '@playwright/test';

/**
 * A phone with a screen lock: Chromium's virtual platform authenticator (CDP), user verified, with
 * discoverable credentials (research auth-and-payments §2.5). Attach it before the page asks
 * navigator.credentials; the page must be served on localhost (an IP is no valid rpID).
 */
export async function phoneWithScreenLock(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

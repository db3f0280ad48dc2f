import { loadApp } from './load-app';
import { storedMember } from './member';
import { preloadMemberStart } from './member-preload';
import { prerenderedStart } from './prerendered';
import { registerWorkerWhenIdle } from './service-worker';
import { guardStaleFiles } from './stale-guard';
import { applyTheme } from './theme';

/**
 * Everything /boot.js does, in order, before first paint: the theme, a member's start files
 * preloaded, loading the app's code (and holding what a visitor does until it is live), the boot
 * guard and, in a production build (`registerWorker`), the service worker for a visitor.
 */
export function boot(registerWorker = false): void {
  const html = document.documentElement;
  // Scripts run: index.html's loading mark may show while #root is still empty.
  html.setAttribute('data-js', '');
  applyTheme(html);
  const member = storedMember();
  if (member.signedIn) preloadMemberStart(location.pathname);
  const start = prerenderedStart(html);
  const retry = start ? loadApp(html, start.now, !start.fresh) : null;
  guardStaleFiles(html, retry);
  if (registerWorker && !member.signedIn) registerWorkerWhenIdle();
}

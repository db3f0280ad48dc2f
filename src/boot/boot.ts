import { loadApp } from './load-app';
import { prerenderedStart } from './prerendered';
import { guardStaleFiles } from './stale-guard';
import { applyTheme } from './theme';

/**
 * Everything /boot.js does, in order, before first paint: the theme, loading the app's code (and
 * holding what a visitor does until it is live) and the boot guard.
 */
export function boot(): void {
  const html = document.documentElement;
  // Scripts run: index.html's loading mark may show while #root is still empty.
  html.setAttribute('data-js', '');
  applyTheme(html);
  const start = prerenderedStart(html);
  const retry = start ? loadApp(html, start.now, !start.fresh) : null;
  guardStaleFiles(html, retry);
}

/** The start screens that have files of their own (scripts/member-start.ts), by path. */
const SCREENS: Record<string, 'home' | 'form'> = {
  '/': 'home',
  '/app': 'home',
  '/add-transaction': 'form',
};

/**
 * In a member's browser: preloads what their start needs besides the entry, named by the build in
 * <meta name="slantis-member"> (the member frame, and the screen at `path`'s own files), so the
 * files arrive and compile while the entry runs instead of after it, when the router asks.
 */
export function preloadMemberStart(path: string): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="slantis-member"]');
  if (!meta) return;
  const screen = SCREENS[path.replace(/(.)\/$/, '$1')];
  const own = screen ? (meta.getAttribute(`data-${screen}`) ?? '') : '';
  for (const href of `${meta.content} ${own}`.split(' ')) {
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
}

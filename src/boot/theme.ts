/** Applies the saved light/dark choice before first paint, so the page never flashes. */
export function applyTheme(html: HTMLElement): void {
  try {
    let scheme = localStorage.getItem('mantine-color-scheme-value') || 'auto';
    if (scheme === 'auto') {
      scheme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    html.setAttribute('data-mantine-color-scheme', scheme);
  } catch {
    // Storage blocked: Mantine applies the scheme when the app starts.
  }
}

// Runs before first paint and before the app's modules: index.html loads it as a classic,
// blocking script in <head>. It lives in a file of its own (same origin, not hashed, precached by
// the service worker) because the Content-Security-Policy allows no inline scripts, and its name
// never changes so that an old index.html still finds it after a deploy.
(function () {
  'use strict';

  // Apply the saved light/dark choice before first paint, so the page never flashes.
  try {
    var scheme = localStorage.getItem('mantine-color-scheme-value') || 'auto';
    if (scheme === 'auto') {
      scheme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  } catch {
    // Storage blocked: Mantine applies the scheme when the app starts.
  }

  // A prerendered public page (issue 24) is a visitor's page for one URL. Served for another
  // URL (a host's fallback), with a query string or hash the page reads, or to a member, it stays
  // hidden until the app has rendered the right page (src/app/prerendered.ts decides the same).
  var meta = document.querySelector('meta[name="slantis-prerendered"]');
  if (meta) {
    var fresh =
      !!location.search || !!location.hash || decodeURI(location.pathname) !== meta.content;
    try {
      for (var i = 0; i < localStorage.length; i += 1) {
        if (/^sb-.*-auth-token$/.test(localStorage.key(i) || '')) fresh = true;
      }
    } catch {
      // Storage blocked: nobody is signed in from it.
    }
    // Until React has taken over the page, its buttons wait (a tap would do nothing yet).
    document.documentElement.setAttribute(fresh ? 'data-client-render' : 'data-hydrating', '');
  }

  // A reload that races a service-worker handover can get the old version's page after its
  // files are gone, leaving a blank screen. If a file the page needs fails to load before
  // the app has started, reload once so the new version runs. Once: after that reload the
  // page waits until the app has started (main.tsx clears the mark), whichever file fails.
  addEventListener(
    'error',
    function (event) {
      var el = event.target;
      if (!el || (el.tagName !== 'SCRIPT' && el.tagName !== 'LINK')) return;
      if (document.documentElement.hasAttribute('data-app-started')) return;
      try {
        if (sessionStorage.getItem('slantis-boot-reloaded')) return;
        sessionStorage.setItem('slantis-boot-reloaded', '1');
      } catch {
        return;
      }
      location.reload();
    },
    true,
  );
})();

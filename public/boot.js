// Runs before first paint and before the app's modules: index.html loads it as a classic,
// blocking script in <head>. It lives in a file of its own (same origin, not hashed, precached by
// the service worker) because the Content-Security-Policy allows no inline scripts, and its name
// never changes so that an old index.html still finds it after a deploy. Three jobs: the theme,
// loading the app's code (and holding what a visitor does until it is live), the reload guard.
(function () {
  'use strict';

  var html = document.documentElement;
  // Scripts run: index.html's loading mark may show while #root is still empty.
  html.setAttribute('data-js', '');

  // Apply the saved light/dark choice before first paint, so the page never flashes.
  try {
    var scheme = localStorage.getItem('mantine-color-scheme-value') || 'auto';
    if (scheme === 'auto') {
      scheme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    html.setAttribute('data-mantine-color-scheme', scheme);
  } catch {
    // Storage blocked: Mantine applies the scheme when the app starts.
  }

  /** Set by the loader: forget a failed load, so that the next interaction tries again. */
  var loadFailed = null;

  // A prerendered public page (issue 24) is a visitor's page for one URL. Served for another
  // URL (a host's fallback, another query string) or with hash parameters the page reads (a sign-in
  // link's tokens; an in-page anchor such as #main is not one), or to a member, it stays hidden
  // until the app has rendered the right page (src/app/prerendered.ts decides the same).
  var meta = document.querySelector('meta[name="slantis-prerendered"]');
  if (meta) {
    // The query string counts: a public course's page is prerendered for its ?kurs=<id>.
    var fresh = /=/.test(location.hash);
    try {
      fresh = fresh || decodeURI(location.pathname) + location.search !== meta.content;
    } catch {
      fresh = true; // A malformed address: not this page's.
    }
    // A member has used this browser: what the page says may depend on what was left here (a
    // purchase waiting to sync, a shared computer's sign-out), so the app starts at once.
    var returning = false;
    try {
      returning = !!sessionStorage.getItem('slantis-signed-out-user');
      for (var i = 0; i < localStorage.length; i += 1) {
        var key = localStorage.key(i) || '';
        if (/^sb-.*-auth-token$/.test(key)) fresh = true;
        if (/^slantis-(unsynced|device-unlock|session-id|last-activity)$/.test(key)) {
          returning = true;
        }
      }
    } catch {
      // Storage blocked: nobody is signed in from it.
    }
    // Until React has taken over the page, a tap on its buttons is held (see below).
    html.setAttribute(fresh ? 'data-client-render' : 'data-hydrating', '');
    loadApp(fresh || returning, !fresh);
  }

  // A visitor's prerendered page reads, scrolls and follows its links as plain HTML: the app's
  // code (named by <meta name="slantis-app">, entry first, and the page's own in its data-page)
  // loads at the first sign of interaction, so a first visit paints and settles without it. A
  // member's browser, or a page that must be rendered afresh, loads the app at once, but not the
  // visitor page's modules: it renders its own page (the installed app opens '/', the visitors'
  // landing page, as a member's dashboard). Like Angular's hydration "on interaction", a tap on a
  // button or a submit made before React has taken over is held and replayed once the page is
  // live, and what was typed meanwhile is handed to React.
  function loadApp(now, hydrating) {
    var app = document.querySelector('meta[name="slantis-app"]');
    if (!app) return;
    var page = hydrating ? app.getAttribute('data-page') : '';
    var files = app.content.split(' ').concat(page ? page.split(' ') : []);
    var intents = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mousemove', 'wheel'];
    var started = false;
    var held = [];
    var typed = new Map();

    function listen(on) {
      intents.forEach(function (type) {
        (on ? addEventListener : removeEventListener)(type, start, {
          capture: true,
          passive: true,
        });
      });
    }

    function start() {
      if (started) return;
      started = true;
      listen(false);
      // All at once (the entry too): module imports would otherwise arrive one level at a time.
      files.forEach(function (file) {
        add('link', { rel: 'modulepreload', href: file });
      });
      // A module added by script runs as soon as it arrives: not before #root has been parsed.
      whenParsed(function () {
        add('script', { type: 'module', src: files[0] });
      });
    }

    function add(tag, attributes) {
      var element = document.createElement(tag);
      element.crossOrigin = '';
      element.setAttribute('data-deferred', '');
      for (var name in attributes) element[name] = attributes[name];
      document.head.appendChild(element);
    }

    // The code did not arrive (offline, say): the page stays as it is, the held taps are let go
    // (the visitor sees they did nothing) and the next interaction tries again.
    loadFailed = function () {
      var added = document.querySelectorAll('[data-deferred]');
      for (var i = 0; i < added.length; i += 1) added[i].remove();
      started = false;
      release();
      listen(true);
    };

    // JavaScript runs: a form's controls, disabled in the HTML so nothing is sent without the
    // app, take input now (components/hydration-gate.tsx), unless a tap is already waiting.
    whenParsed(function () {
      gates(held.length > 0);
    });
    if (!hydrating) return afterFirstPaint(start);
    if (now) afterFirstPaint(start);
    else listen(true);

    // Taps on buttons and submits, in order. Until they have run, the page's forms wait (what the
    // visitor does next may depend on them) and the tapped button shows that it is on its way.
    var focused = null;
    function hold(event, target) {
      if (!html.hasAttribute('data-hydrating')) return;
      event.preventDefault();
      event.stopPropagation();
      if (held.indexOf(target) < 0) held.push(target);
      if (held.length === 1) focused = document.activeElement;
      target.setAttribute('aria-busy', 'true');
      html.setAttribute('data-held', '');
      gates(true);
      start();
    }
    function release() {
      held.forEach(function (target) {
        target.removeAttribute('aria-busy');
      });
      held = [];
      html.removeAttribute('data-held');
      gates(false);
      // Disabling the form took the focus away: give it back where it was.
      if (focused && focused !== document.body && focused.isConnected) {
        focused.focus({ preventScroll: true });
      }
      focused = null;
    }
    function onClick(event) {
      record(event);
      var target =
        event.target &&
        event.target.closest &&
        event.target.closest(
          'button, input[type="submit"], [role="button"], [role="tab"], [role="switch"], [role="menuitem"]',
        );
      if (target) hold(event, target);
    }
    function onSubmit(event) {
      hold(event, event.target);
    }
    addEventListener('click', onClick, true);
    addEventListener('submit', onSubmit, true);

    // What the visitor types or chooses until then. React adopts the HTML as it finds it but keeps
    // its own (empty) state, and its first re-render writes that state back into the controls.
    // An edit fires input, and a choice (a select, a box) then change. This listener runs before
    // React's, and React may hydrate the field while handling the input, writing its empty state
    // into it (a select's choice): the change that follows then reads that, not the visitor's
    // choice. So once a field has sent input, its input carries the value. A box or a radio button
    // is also taken from its click, whose capture runs before React's listener: the box is already
    // ticked then, and React, hydrating it right there, takes the tick as its own state (no change
    // for it) and may go live before the click's input and change, which boot.js then never hears.
    var sentInput = new WeakSet();
    function record(event) {
      var field = event.target;
      var box = /^(checkbox|radio)$/.test(field.type);
      if (
        !html.hasAttribute('data-hydrating') ||
        !/^(INPUT|TEXTAREA|SELECT)$/.test(field.tagName) ||
        (event.type === 'click' && !box)
      ) {
        return;
      }
      if (event.type === 'input') sentInput.add(field);
      else if (event.type === 'change' && sentInput.has(field)) return;
      typed.delete(field); // The latest edit last, so it is re-sent last.
      typed.set(field, box ? field.checked : field.value);
    }
    addEventListener('input', record, true);
    addEventListener('change', record, true);

    // The app lifts data-hydrating once every part of the page is live. Each edit is then sent
    // again as the event React listens to, and the held taps and submits run as the visitor
    // meant, in the same task, so that nothing the visitor does next comes in between. React
    // renders the edits at the start of the first event it handles here.
    new MutationObserver(function (records, observer) {
      if (html.hasAttribute('data-hydrating')) return;
      observer.disconnect();
      ['input', 'change'].forEach(function (type) {
        removeEventListener(type, record, true);
      });
      removeEventListener('click', onClick, true);
      removeEventListener('submit', onSubmit, true);
      var taps = held;
      release();
      typed.forEach(function (value, field) {
        if (field.isConnected) attempt(resend, field, value);
      });
      typed.clear();
      // A field focused before is still focused: tell React, whose onFocus listens to focusin.
      var active = document.activeElement;
      if (active && active !== document.body && html.contains(active)) {
        active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      }
      taps.forEach(function (target) {
        if (target.isConnected) attempt(replay, target);
      });
    }).observe(html, { attributes: true, attributeFilter: ['data-hydrating'] });
  }

  function gates(disabled) {
    var all = document.querySelectorAll('fieldset.hydration-gate');
    for (var i = 0; i < all.length; i += 1) all[i].disabled = disabled;
  }

  /** One replayed edit or tap failing must not stop the others. */
  function attempt(run, target, value) {
    try {
      run(target, value);
    } catch (error) {
      console.error('[boot] could not replay', error);
    }
  }

  // React tells a user's edit from its own by the value it last saw, kept by the element's own
  // `value`/`checked` setter: set through it first, the edit then reads as a change.
  function resend(field, value) {
    // React renders pending work at the start of an event it handles, and that render writes its
    // state (still empty) into the control: let it happen before the edit, not after.
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (field.tagName === 'SELECT') {
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (/^(checkbox|radio)$/.test(field.type)) {
      field.checked = !value;
      // The click sets it back and is the event React listens to for these.
      field.click();
    } else if (field.type !== 'file') {
      field.value = value === '' ? ' ' : '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }

  // A whole press, not only its click: some controls act on the press itself (Mantine's
  // show-password button toggles on mousedown).
  function replay(target) {
    if (target.tagName === 'FORM') {
      if (target.requestSubmit) target.requestSubmit();
      else target.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      return;
    }
    var init = { bubbles: true, cancelable: true, composed: true, button: 0, view: window };
    var down = Object.assign({ buttons: 1, pointerType: 'mouse', isPrimary: true }, init);
    var up = Object.assign({ buttons: 0, pointerType: 'mouse', isPrimary: true }, init);
    if (typeof PointerEvent === 'function') {
      target.dispatchEvent(new PointerEvent('pointerdown', down));
    }
    target.dispatchEvent(new MouseEvent('mousedown', down));
    if (typeof PointerEvent === 'function') target.dispatchEvent(new PointerEvent('pointerup', up));
    target.dispatchEvent(new MouseEvent('mouseup', up));
    target.click();
  }

  // A start without an interaction (a member's browser) lets the rest of the page be parsed and
  // its splash painted first: the app's thirty-odd module requests and their compiles would take
  // the main thread before the parser (~0.5 s of a phone's first paint, offline from the worker).
  function afterFirstPaint(run) {
    whenParsed(function () {
      var done = false;
      function once() {
        if (!done) run();
        done = true;
      }
      requestAnimationFrame(function () {
        setTimeout(once);
      });
      // At most 50 ms: a page still waiting for its stylesheets (online) or hidden paints no frame.
      setTimeout(once, 50);
    });
  }

  function whenParsed(run) {
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', run, { once: true });
    } else run();
  }

  // A reload that races a service-worker handover can get the old version's page after its
  // files are gone, leaving a blank screen. If a file the page needs fails to load before
  // the app has started, reload once so the new version runs. Once: after that reload the
  // page waits until the app has started (main.tsx clears the mark), whichever file fails.
  // The app's code a visitor's page asked for at an interaction is tried again at the next one
  // instead, when there is no network or the one reload is used: the page itself still works.
  addEventListener(
    'error',
    function (event) {
      var el = event.target;
      if (!el || (el.tagName !== 'SCRIPT' && el.tagName !== 'LINK')) return;
      if (html.hasAttribute('data-app-started')) return;
      var retry = el.hasAttribute('data-deferred') && loadFailed;
      if (retry && !navigator.onLine) return retry();
      try {
        if (sessionStorage.getItem('slantis-boot-reloaded')) return retry && retry();
        sessionStorage.setItem('slantis-boot-reloaded', '1');
      } catch {
        return retry && retry();
      }
      location.reload();
    },
    true,
  );
})();

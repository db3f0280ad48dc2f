// /boot.js: runs before first paint and before the app's modules. index.html (and every
// prerendered page) loads it as a classic, blocking script in <head>. It is a file of its own
// (same origin, not hashed, precached by the service worker) because the Content-Security-Policy
// allows no inline scripts, and its name never changes so that an old index.html still finds it
// after a deploy. Built into one classic script by scripts/vite/boot-script.ts; it imports
// nothing from the app (eslint.config.js keeps it apart).
import { boot } from './boot';

// The dev server has no worker (vite-plugin-pwa builds it with the app).
boot(import.meta.env.PROD);

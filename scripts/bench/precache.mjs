// The service worker's precache (research/offline-pwa.md §4, G3): the entries injectManifest wrote
// into sw.js, and the bytes a first visit stores for them (raw, as Cache Storage keeps them).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function precacheFigures(dist) {
  const source = readFileSync(join(dist, 'sw.js'), 'utf8');
  const entries = (source.match(/\{"(?:revision|url)":[^{}]*\}/g) ?? [])
    .map((text) => JSON.parse(text))
    .filter((entry) => typeof entry.url === 'string');
  if (entries.length === 0) throw new Error(`no precache manifest found in ${dist}/sw.js`);
  const urls = [...new Set(entries.map((entry) => entry.url))];
  const bytes = urls.reduce((sum, url) => sum + statSync(join(dist, url)).size, 0);
  return { entries: entries.length, urls: urls.length, bytes };
}

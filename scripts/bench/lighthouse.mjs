#!/usr/bin/env node
// Lighthouse lab figures (research/offline-pwa.md §4, G4; toolchain.md §8): mobile preset
// (simulated slow 4G, 4× CPU) on Debian's Chromium, performance and accessibility, median of
// BENCH_LIGHTHOUSE_RUNS (3) per page. The member pages use a profile where the demo teen signed in
// through /login first: Lighthouse's storage reset clears the service worker, Cache Storage and
// the HTTP cache but keeps localStorage (the session) and IndexedDB, so '/app, cold' is a member
// on a fresh network cache; '/app, repeat visit' skips the reset (service worker and caches
// warm). Also lists the failing accessibility audits with their selectors and the performance
// audits with the largest estimated savings; BENCH_LIGHTHOUSE_OUT=<dir> keeps every JSON report;
// BENCH_LIGHTHOUSE_PAGES=public audits only the visitor pages (no sign-in needed).
// Prints figures; never fails on scores.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

import {
  CHROME,
  CHROME_ARGS,
  ensureServers,
  median,
  row,
  seconds,
  signIn,
  waitForSync,
} from './servers.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LIGHTHOUSE_VERSION = createRequire(import.meta.url)('lighthouse/package.json').version;
/** A folder to keep every report in (JSON, for the Lighthouse viewer); off by default. */
const OUT_DIR = process.env.BENCH_LIGHTHOUSE_OUT;
const FLAGS = [...CHROME_ARGS, '--headless=new', '--password-store=basic'];

const ALL_PAGES = [
  { name: '/ (landing page)', path: '/' },
  { name: '/ungdom (prerendered)', path: '/ungdom' },
  { name: '/login (prerendered)', path: '/login' },
  { name: '/kurser/publika (prerendered)', path: '/kurser/publika' },
  { name: 'public course page (prerendered)', path: '/kurser/publika/kurs?kurs=budgetering-101' },
  { name: '/app (member, cold network cache)', path: '/app', member: true },
  { name: '/app (member, repeat visit)', path: '/app', member: true, warm: true },
];
const PAGES =
  process.env.BENCH_LIGHTHOUSE_PAGES === 'public'
    ? ALL_PAGES.filter((target) => !target.member)
    : ALL_PAGES;

const servers = await ensureServers();
const { origin } = servers;

/** A Chromium profile where the demo teen is signed in, the worker installed and data pulled. */
async function signedInProfile(dir) {
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROME,
    args: CHROME_ARGS,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, origin);
    await waitForSync(page);
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, {
      timeout: 60_000,
    });
  } finally {
    await context.close();
  }
}

async function audit(target, dir) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: FLAGS,
    userDataDir: dir,
  });
  const results = [];
  let retries = 2;
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${origin}${target.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: !!target.warm,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${target.path}`);
      const { lhr } = result;
      // Chromium sometimes loses a trace on this loaded machine (NO_NAVSTART): run it again.
      if (lhr.runtimeError?.code === 'NO_NAVSTART' && retries > 0) {
        retries -= 1;
        run -= 1;
        continue;
      }
      if (lhr.runtimeError) throw new Error(`${target.path}: ${lhr.runtimeError.message}`);
      if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(target.path, origin).pathname) {
        throw new Error(`${target.path} ended on ${lhr.finalDisplayedUrl}`);
      }
      results.push(lhr);
      if (OUT_DIR) {
        const slug = `${target.path}${target.warm ? '-repeat' : ''}`.replace(/[^a-z0-9]+/gi, '-');
        mkdirSync(OUT_DIR, { recursive: true });
        writeFileSync(
          join(OUT_DIR, `${slug.replace(/^-/, '') || 'root'}-${run + 1}.json`),
          result.report,
        );
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}

const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);

/** Failing accessibility audits of all runs, each with the selectors of its failing nodes. */
function accessibilityFailures(lhrs) {
  const failures = new Map();
  for (const lhr of lhrs) {
    for (const { id } of lhr.categories.accessibility.auditRefs) {
      const item = lhr.audits[id];
      if (item.scoreDisplayMode !== 'binary' || item.score !== 0) continue;
      const entry = failures.get(id) ?? { title: item.title, nodes: new Map() };
      for (const detail of item.details?.items ?? []) {
        const node = detail.node;
        if (node?.selector) entry.nodes.set(node.selector, node.explanation ?? node.snippet ?? '');
      }
      failures.set(id, entry);
    }
  }
  return failures;
}

/** Performance audits that fail, ordered by their mean estimated LCP + TBT savings. */
function costliest(lhrs, count = 4) {
  const savings = new Map();
  for (const lhr of lhrs) {
    for (const item of Object.values(lhr.audits)) {
      const metric = item.metricSavings;
      if (!metric || item.score === null || item.score >= 0.9) continue;
      const ms = (metric.LCP ?? 0) + (metric.TBT ?? 0) + (metric.FCP ?? 0);
      if (ms <= 0) continue;
      const entry = savings.get(item.id) ?? { title: item.title, ms: 0, display: '' };
      entry.ms += ms / lhrs.length;
      entry.display = item.displayValue ?? entry.display;
      savings.set(item.id, entry);
    }
  }
  return [...savings.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, count);
}

const label = (node) => (node.nodeLabel ?? '').split('\n')[0].slice(0, 40);

/** The LCP element of each run (selector and its first line of text). */
function lcpElements(lhrs) {
  const elements = new Set();
  for (const lhr of lhrs) {
    for (const part of lhr.audits['lcp-breakdown-insight']?.details?.items ?? []) {
      if (part.type === 'node') elements.add(`${part.selector}  "${label(part)}"`);
    }
  }
  return elements;
}

/** The elements that shifted, with their largest shift score over the runs. */
function layoutShifts(lhrs) {
  const shifts = new Map();
  for (const lhr of lhrs) {
    for (const item of lhr.audits['layout-shifts']?.details?.items ?? []) {
      if (!item.node?.selector) continue;
      const key = `${item.node.selector}  "${label(item.node)}"`;
      shifts.set(key, Math.max(shifts.get(key) ?? 0, item.score));
    }
  }
  return [...shifts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3);
}

const report = [];
const findings = [];
const warnings = new Set();
const publicDir = mkdtempSync(join(tmpdir(), 'slantis-lighthouse-'));
const memberDir = mkdtempSync(join(tmpdir(), 'slantis-lighthouse-member-'));
try {
  if (PAGES.some((target) => target.member)) await signedInProfile(memberDir);
  // The repeat visit first: the cold runs' storage reset removes the service worker.
  const order = [...PAGES].sort((a, b) => Number(!!b.warm) - Number(!!a.warm));
  const lhrsByPage = new Map();
  for (const target of order) {
    lhrsByPage.set(target, await audit(target, target.member ? memberDir : publicDir));
  }
  for (const target of PAGES) {
    const lhrs = lhrsByPage.get(target);
    for (const lhr of lhrs) for (const warning of lhr.runWarnings) warnings.add(warning);
    const ms = (value) => `${Math.round(value)} ms`;
    const plain = (value) => String(value);
    report.push(`  ${target.name}  ${target.path}`);
    // Visitor pages have issue 24's tighter goals; members keep research/offline-pwa.md §4's.
    const visitor = !target.member;
    const lines = [
      [
        'performance score',
        lhrs.map((lhr) => score(lhr, 'performance')),
        plain,
        visitor ? '≥ 95' : target.warm ? '≥ 90' : '≥ 75',
      ],
      [
        'LCP',
        lhrs.map((lhr) => numeric(lhr, 'largest-contentful-paint')),
        seconds,
        visitor ? '≤ 2.0 s' : '≤ 2.5 s',
      ],
      ['FCP', lhrs.map((lhr) => numeric(lhr, 'first-contentful-paint')), seconds, ''],
      [
        'TBT',
        lhrs.map((lhr) => numeric(lhr, 'total-blocking-time')),
        ms,
        visitor ? '≤ 100 ms' : '≤ 200 ms',
      ],
      [
        'CLS',
        lhrs.map((lhr) => numeric(lhr, 'cumulative-layout-shift')),
        (value) => value.toFixed(3),
        visitor ? '≤ 0.05' : '≤ 0.1',
      ],
      ['accessibility score', lhrs.map((lhr) => score(lhr, 'accessibility')), plain, ''],
    ];
    for (const [name, values, format, goal] of lines) {
      const runs = values.length > 1 ? `runs ${values.map(format).join(' / ')}` : '';
      report.push(row(`  ${name}`, format(median(values)), goal, runs));
    }
    findings.push(`  ${target.name}:`);
    for (const element of lcpElements(lhrs)) findings.push(`    LCP element  ${element}`);
    if (median(lhrs.map((lhr) => numeric(lhr, 'cumulative-layout-shift'))) > 0.1) {
      for (const [node, shift] of layoutShifts(lhrs)) {
        findings.push(`    layout shift ${shift.toFixed(3)}  ${node}`);
      }
    }
    for (const [id, { title, ms: saving, display }] of costliest(lhrs)) {
      const detail = display ? `, ${display.replace(/^Est savings of /, 'est. ')}` : '';
      findings.push(`    perf  ${id} (${title}): ~${Math.round(saving)} ms${detail}`);
    }
    const failures = accessibilityFailures(lhrs);
    if (failures.size === 0) findings.push('    a11y  no failing audits');
    for (const [id, { title, nodes }] of failures) {
      findings.push(`    a11y  ${id}: ${title}`);
      for (const [selector, explanation] of nodes) {
        const why = explanation.split('\n').slice(0, 2).join(' ').slice(0, 160);
        findings.push(`            ${selector}${why ? `  — ${why}` : ''}`);
      }
    }
  }
} finally {
  rmSync(publicDir, { recursive: true, force: true });
  rmSync(memberDir, { recursive: true, force: true });
  await servers.stop();
}

console.log(
  `\nLighthouse ${LIGHTHOUSE_VERSION}, mobile preset (simulated slow 4G, 4× CPU), Chromium; median of ${RUNS}`,
);
for (const line of report) console.log(line);
console.log(
  '\nLighthouse findings (perf: failing audits, mean est. LCP+TBT+FCP savings; a11y: failures)',
);
for (const line of findings) console.log(line);
if (warnings.size > 0) {
  console.log('  run warnings:');
  for (const warning of warnings) console.log(`    ${warning.replace(/\s+/g, ' ').slice(0, 200)}`);
}

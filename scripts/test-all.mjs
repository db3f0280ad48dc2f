#!/usr/bin/env node
// Runs every suite (typecheck, lint, format, unit, build, end-to-end), keeps going past a red
// one so a single run shows everything, and ends with the line CI reads: 'N passed, N failed'.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const REPORTS = '.reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const bin = (name) => join('node_modules', '.bin', name);
const results = [];

/** Runs a command; an env value of `null` removes that variable for the child. */
function run(command, args, env = {}) {
  const started = Date.now();
  const childEnv = { ...process.env, ...env };
  for (const [key, value] of Object.entries(env)) if (value === null) delete childEnv[key];
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: childEnv });
  return { ok: status === 0, seconds: (Date.now() - started) / 1000 };
}

/** A suite that is one check: it passes or fails as a whole. */
function check(name, command, args) {
  console.log(`\n▶ ${name}`);
  const { ok, seconds } = run(command, args);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds });
  return ok;
}

/** A suite of many tests whose runner writes its counts to a JSON file. */
function suite(name, command, args, readCounts, env = {}) {
  console.log(`\n▶ ${name}`);
  const { ok, seconds } = run(command, args, env);
  let counts = null;
  try {
    counts = readCounts();
  } catch {
    counts = null;
  }
  // A runner that crashed before counting still counts as one failure.
  if (!counts) counts = { passed: 0, failed: 1, skipped: 0 };
  if (!ok && counts.failed === 0) counts.failed = 1;
  const { failures = [], flaky = [], ...numbers } = counts;
  results.push({ name, ...numbers, failures, flaky, seconds });
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

// ANSI colour codes make no sense in a summary read from a log file.
const plain = (text = '') => stripVTControlCharacters(text).split('\n')[0].slice(0, 300);

/** The unexpected results of Playwright's JSON report, as { test, error }. */
/** The tests of a Playwright JSON report with this status ('unexpected': failed; 'flaky'). */
function playwrightFailures(report, status = 'unexpected') {
  const failures = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== status) continue;
        const last = test.results?.findLast((result) => result.error) ?? test.results?.at(-1);
        failures.push({
          test: `${spec.file}:${spec.line} › [${test.projectName}] › ${[...titles, spec.title].join(' › ')}`,
          error: plain(last?.error?.message),
        });
      }
    }
    for (const child of suite.suites ?? [])
      visit(child, suite.file ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  return failures;
}

// The route tree is generated from src/routes; refresh it so a new route type-checks at once.
spawnSync(bin('tsr'), ['generate'], { stdio: 'ignore' });
check('typecheck', bin('tsc'), ['-b']);
check('lint', bin('eslint'), ['--max-warnings', '0', '.']);
check('format', bin('prettier'), ['--check', '.']);

const unitSummary = join(REPORTS, 'unit.json');
suite(
  'unit',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=./tests/plain-summary-reporter.ts'],
  () => readJson(unitSummary),
  { SUMMARY_FILE: unitSummary },
);

// Backend: migrations, RLS matrix, RPCs and the local stack's conformance with supabase-js.
// With a Postgres 15 server at DATABASE_URL (CI starts one), every suite runs there, the engine
// production runs, and on embedded PGlite only the suites marked `// @both-engines: <why>`, where
// the engines can differ (pg_cron, locks, time zones, the local stack npm start runs). Without
// one, everything runs on PGlite.
const backendArgs = [
  'run',
  '--config',
  'supabase/vitest.config.ts',
  '--reporter=default',
  '--reporter=./tests/plain-summary-reporter.ts',
];
/** The backend suites marked to run on both engines. */
function bothEngineSuites(dir = 'supabase/tests') {
  return readdirSync(dir, { recursive: true })
    .map((file) => join(dir, String(file)))
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => /^\/\/ @both-engines: /m.test(readFileSync(file, 'utf8')))
    .sort();
}
const onPostgres = Boolean(process.env.DATABASE_URL);
const pgliteSummary = join(REPORTS, 'backend-pglite.json');
suite(
  'db (PGlite)',
  bin('vitest'),
  [...backendArgs, ...(onPostgres ? bothEngineSuites() : [])],
  () => readJson(pgliteSummary),
  { SUMMARY_FILE: pgliteSummary, DATABASE_URL: null },
);
if (onPostgres) {
  const postgresSummary = join(REPORTS, 'backend-postgres.json');
  suite('db (Postgres)', bin('vitest'), backendArgs, () => readJson(postgresSummary), {
    SUMMARY_FILE: postgresSummary,
  });
} else {
  console.log('\n(DATABASE_URL is not set: the backend suites ran on PGlite only)');
}

const functionsSummary = join(REPORTS, 'functions.json');
suite(
  'functions',
  process.execPath,
  ['--import', 'tsx', 'scripts/test-functions.mjs'],
  () => readJson(functionsSummary),
  { SUMMARY_FILE: functionsSummary, DATABASE_URL: null },
);

const built = check('build', bin('vite'), ['build']);
// Bytes per route against scripts/size-budgets.json (issue 24): over budget fails the run.
if (built) check('size', process.execPath, ['--import', 'tsx', 'scripts/size-check.ts']);
// Issue 41 §9: no built file holds a member lesson's text or quiz (members read them signed in).
if (built) {
  check('member lessons', process.execPath, ['--import', 'tsx', 'scripts/member-content-check.ts']);
}
if (built) {
  suite('e2e', bin('playwright'), ['test'], () => {
    const report = readJson(join(REPORTS, 'e2e.json'));
    const { stats } = report;
    return {
      passed: stats.expected + stats.flaky,
      failed: stats.unexpected,
      skipped: stats.skipped,
      failures: playwrightFailures(report),
      flaky: playwrightFailures(report, 'flaky'),
    };
  });
} else {
  results.push({ name: 'e2e', passed: 0, failed: 1, skipped: 0, seconds: 0 });
}

const total = results.reduce(
  (sum, r) => ({
    passed: sum.passed + r.passed,
    failed: sum.failed + r.failed,
    skipped: sum.skipped + r.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);

// Tests that passed only when run again (CI retries once): named, so a flake is seen and fixed.
const flaky = results.filter((r) => r.flaky?.length);
if (flaky.length) console.log('\nFlaky tests (failed once, passed on the retry)');
for (const r of flaky)
  for (const { test, error } of r.flaky) console.log(`  ~ ${r.name}: ${test}\n      ${error}`);

// The failed tests by name, just above the table: a CI log is often read from its end.
const failed = results.filter((r) => r.failures?.length);
if (failed.length) console.log('\nFailed tests');
for (const r of failed) {
  for (const { test, error } of r.failures.slice(0, 30))
    console.log(`  ✘ ${r.name}: ${test}\n      ${error}`);
  if (r.failures.length > 30) console.log(`  … and ${r.failures.length - 30} more in ${r.name}`);
}

console.log('\nSuite        passed  failed  skipped  seconds');
for (const r of results) {
  console.log(
    `${r.name.padEnd(12)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${String(r.skipped).padStart(7)}  ${r.seconds.toFixed(1).padStart(7)}`,
  );
}
if (!existsSync('dist/index.html')) console.log('(no production build was made)');
console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);

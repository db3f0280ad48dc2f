import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** Shortest useful account of a failure: where, which test, and the error's first line. */
type Failure = { test: string; error: string };

const firstLine = (text: string | undefined) => (text ?? '').split('\n')[0]!.slice(0, 300);

/**
 * Prints the plain 'N passed, N failed' line CI reads, and writes the counts (and the names of
 * failed tests, so the end of a CI log says what failed) to SUMMARY_FILE when set, for
 * scripts/test-all.mjs to add every suite together.
 */
export default class PlainSummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const failures: Failure[] = [];
    for (const testModule of testModules) {
      const file = relative(process.cwd(), testModule.moduleId);
      for (const test of testModule.children.allTests()) {
        const result = test.result();
        if (result.state === 'passed') counts.passed += 1;
        else if (result.state === 'failed') {
          counts.failed += 1;
          failures.push({
            test: `${file} › ${test.fullName}`,
            error: firstLine(result.errors?.[0]?.message),
          });
        } else counts.skipped += 1;
      }
      // A file that fails to load has no tests; count it as one failure so it cannot hide.
      if (testModule.state() === 'failed' && !testModule.children.size) {
        counts.failed += 1;
        failures.push({ test: file, error: firstLine(testModule.errors()[0]?.message) });
      }
    }
    console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
    if (process.env.SUMMARY_FILE) {
      writeFileSync(process.env.SUMMARY_FILE, JSON.stringify({ ...counts, failures }));
    }
  }
}

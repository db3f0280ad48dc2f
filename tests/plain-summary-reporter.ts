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
      let failedHere = 0;
      for (const test of testModule.children.allTests()) {
        const result = test.result();
        if (result.state === 'passed') counts.passed += 1;
        else if (result.state === 'failed') {
          failedHere += 1;
          failures.push({
            test: `${file} › ${test.fullName}`,
            error: firstLine(result.errors?.[0]?.message),
          });
        } else counts.skipped += 1;
      }
      // A file that fails outside its tests (on load, or in a beforeAll that leaves every test
      // skipped) counts as one failure so it cannot hide among the skipped.
      if (testModule.state() === 'failed' && failedHere === 0) {
        failedHere = 1;
        failures.push({ test: file, error: firstLine(testModule.errors()[0]?.message) });
      }
      counts.failed += failedHere;
    }
    console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
    if (process.env.SUMMARY_FILE) {
      writeFileSync(process.env.SUMMARY_FILE, JSON.stringify({ ...counts, failures }));
    }
  }
}

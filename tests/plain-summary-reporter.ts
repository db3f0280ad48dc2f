import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints the plain 'N passed, N failed' line CI reads, and writes the counts to
 * SUMMARY_FILE when set so scripts/test-all.mjs can add every suite together.
 */
export default class PlainSummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
      // A file that fails to load has no tests; count it as one failure so it cannot hide.
      if (testModule.state() === 'failed' && !testModule.children.size) counts.failed += 1;
    }
    console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
    if (process.env.SUMMARY_FILE) writeFileSync(process.env.SUMMARY_FILE, JSON.stringify(counts));
  }
}

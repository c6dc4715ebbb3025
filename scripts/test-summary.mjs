// Adds up the JSON reports of Vitest and Playwright written during a CI run and prints one
// closing line, 'Tests: N passed, N failed', which CI reads. Exits 1 when nothing ran.
// Above it, each failed test by file and title with the first lines of its error: CI shows only
// the end of the output, so a red run must name what failed there.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

// The first lines of an error, without colour codes or the stack.
function firstLines(message) {
  const plain = stripVTControlCharacters(String(message ?? ''));
  const lines = plain.split('\n').filter((line) => line.trim() && !/^\s+at /.test(line));
  return lines.slice(0, 4).map((line) => `      ${line.trim().slice(0, 200)}`);
}

// Playwright nests suites; a test failed when its outcome is 'unexpected'.
function playwrightFailures(suite, file) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue;
      const last = test.results?.at(-1);
      failures.push({
        where: `${spec.file ?? file}:${spec.line} [${test.projectName}] ${spec.title}`,
        error: firstLines(last?.error?.message),
      });
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, suite.file ?? file);
}

for (const name of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  if ('numPassedTests' in report) {
    // Vitest's JSON reporter
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    console.log(`${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
    for (const file of report.testResults ?? []) {
      const path = relative(process.cwd(), file.name);
      const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const test of tests) {
        failures.push({
          where: `${name}: ${path} > ${test.fullName}`,
          error: firstLines(test.failureMessages?.[0]),
        });
      }
      // A file that failed outside its tests (an import, a hook) names no test.
      if (file.status === 'failed' && tests.length === 0) {
        failures.push({ where: `${name}: ${path}`, error: firstLines(file.message) });
      }
    }
  } else if (report.stats) {
    // Playwright's JSON reporter
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    console.log(
      `${name}: ${report.stats.expected + report.stats.flaky} passed, ${report.stats.unexpected} failed`,
    );
    for (const suite of report.suites ?? []) playwrightFailures(suite, suite.file);
  }
}
if (failures.length > 0) {
  console.log('Failed:');
  for (const failure of failures) console.log(`  ${failure.where}\n${failure.error.join('\n')}`);
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(passed > 0 && failed === 0 ? 0 : 1);

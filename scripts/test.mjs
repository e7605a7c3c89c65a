#!/usr/bin/env node
// `npm test`: every suite, one after the other, each given its time. A failing suite does not stop
// the ones after it (a red unit test says nothing about the browser tests); the run fails at the
// end if any did. The last line is the total, as `N passed, N failed`.
//
//   npm test                  all of it
//   npm test -- unit e2e      only the suites named (typecheck, unit, e2e, wordpress, woocommerce)
//   npx vitest run <path>     one file or folder, in seconds, while you work
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = mkdtempSync(path.join(tmpdir(), 'shop-islands-test-'));
const vitest = (name, ...projects) => ({
  name,
  command: ['npx', 'vitest', 'run', ...projects.flatMap((project) => ['--project', project]), '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, `${name}.json`)}`],
  report: path.join(reports, `${name}.json`),
});

/** The suites, in the order they run; `needs` names what must be built first. */
const SUITES = [
  { name: 'typecheck', command: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'] },
  // Unit tests (Node, and happy-dom where a file asks for it) and the demo server's tests.
  vitest('unit', 'unit', 'server'),
  { ...vitest('e2e', 'e2e'), needs: ['build'] },
  { ...vitest('wordpress', 'wordpress'), needs: ['build', 'package'] },
  // The theme on real WooCommerce 7.8.2 (../shared/vendor), in Chromium.
  { ...vitest('woocommerce', 'woocommerce'), needs: ['build', 'package'] },
];
const STEPS = {
  build: ['node', 'esbuild.config.mjs'],
  package: ['node', 'scripts/package.mjs'],
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !SUITES.some((suite) => suite.name === name));
if (unknown.length) {
  console.error(`npm test: no suite named ${unknown.join(', ')} (there are: ${SUITES.map((suite) => suite.name).join(', ')})`);
  process.exit(2);
}
const chosen = asked.length ? SUITES.filter((suite) => asked.includes(suite.name)) : SUITES;

function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`npm test: ${command} could not start: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Passed, failed and skipped tests from a vitest JSON report. A file that failed to load has no
 * failed test of its own and counts as one failure; so does a suite that wrote no report.
 */
function counts(report) {
  if (!report) return undefined;
  if (!existsSync(report)) return { passed: 0, failed: 1, skipped: 0 };
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const broken = json.testResults.filter((file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')).length;
  return { passed: json.numPassedTests, failed: json.numFailedTests + broken, skipped: json.numPendingTests + json.numTodoTests };
}

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);
const built = new Set();
const results = [];
const started = performance.now();
for (const suite of chosen) {
  const since = performance.now();
  let code = 0;
  for (const step of suite.needs ?? []) {
    if (built.has(step)) continue;
    console.log(`\n== ${step}`);
    code = await run(STEPS[step]);
    if (code !== 0) break;
    built.add(step);
  }
  console.log(`\n== ${suite.name}`);
  if (code === 0) code = await run(suite.command);
  results.push({ name: suite.name, code, time: seconds(since), tests: counts(suite.report) });
}
rmSync(reports, { recursive: true, force: true });

console.log('\n== npm test');
let passed = 0;
let failed = 0;
for (const { name, code, time, tests } of results) {
  const what = tests ? `${tests.passed} passed, ${tests.failed} failed${tests.skipped ? `, ${tests.skipped} skipped` : ''}` : code === 0 ? 'ok' : 'failed';
  console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${name.padEnd(10)} ${time.padStart(6)} s  ${what}`);
  if (tests) {
    passed += tests.passed;
    failed += tests.failed;
  }
  if (code !== 0 && (!tests || tests.failed === 0)) failed += 1;
}
console.log(`     total      ${seconds(started).padStart(6)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((result) => result.code === 0) ? 0 : 1);

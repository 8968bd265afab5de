// Where `npm test`'s time goes: each stage's wall time and, from the suites' JSON reports, the
// slowest files and tests, so every change sees what it added.
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
const short = (path) => path.replace(/^.*?\/(src|tests)\//, '$1/');
// The log of a failed run is often all there is of it (a CI's tail): each failure says why, briefly.
const WHY_LINES = 12;
const why = (messages) =>
  stripVTControlCharacters(messages.join('\n'))
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, WHY_LINES)
    .map((line) => `      ${line}`);

/** Files and tests of a vitest JSON report with their durations (ms). */
function fromVitest(report) {
  const files = [];
  const tests = [];
  for (const file of report.testResults) {
    const name = short(file.name);
    files.push({ name, ms: file.endTime - file.startTime, count: file.assertionResults.length });
    for (const test of file.assertionResults)
      tests.push({
        name: `${name} › ${test.title}`,
        ms: test.duration ?? 0,
        failed: test.status === 'failed',
        why: test.failureMessages ?? [],
      });
  }
  return { files, tests };
}

/** Files and tests of a Playwright JSON report with their durations (ms), by project. */
function fromPlaywright(report) {
  const byFile = new Map();
  const tests = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, r) => sum + r.duration, 0);
        const file = `tests/e2e/${spec.file} [${test.projectName}]`;
        const entry = byFile.get(file) ?? { name: file, ms: 0, count: 0 };
        entry.ms += ms;
        entry.count += 1;
        byFile.set(file, entry);
        const errors = test.results.flatMap((r) => r.errors ?? []);
        tests.push({
          name: `${file} › ${spec.title}`,
          ms,
          failed: !['expected', 'flaky', 'skipped'].includes(test.status),
          why: errors.map((e) => [e.location && `at line ${e.location.line}`, e.message].filter(Boolean).join(': ')),
        });
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  return { files: [...byFile.values()], tests };
}

/** The slowest files and tests of one stage's JSON report, as lines to print. */
export function slowest(title, file, kind, { files = 10, tests = 20 } = {}) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const found = kind === 'vitest' ? fromVitest(report) : fromPlaywright(report);
  const top = (list, n) => [...list].sort((a, b) => b.ms - a.ms).slice(0, n);
  return [
    `\n${title}: slowest files (of ${found.files.length})`,
    ...top(found.files, files).map((f) => `${seconds(f.ms)}  ${f.name} (${f.count} tests)`),
    `${title}: slowest tests (of ${found.tests.length})`,
    ...top(found.tests, tests).map((t) => `${seconds(t.ms)}  ${t.name}`),
  ];
}

/** One stage's failed tests, each with the start of its error, as lines to print last, where a log's tail shows them. */
export function failed(title, file, kind) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const found = kind === 'vitest' ? fromVitest(report) : fromPlaywright(report);
  return found.tests.filter((t) => t.failed).flatMap((t) => [`  ✘ ${title}: ${t.name}`, ...why(t.why)]);
}

/** The stage table: each stage's wall time, in the order they ran. */
export function stageTable(stages) {
  return ['\nStage times', ...stages.map((s) => `${seconds(s.ms)}  ${s.title}${s.ok ? '' : ' (FAILED)'}`)];
}

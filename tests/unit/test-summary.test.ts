import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { failed } from '../../scripts/lib/timings.mjs';

// `npm test`'s last lines are often all a CI keeps of a run: a failure there says where and why.

const dir = mkdtempSync(join(tmpdir(), 'summary-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const report = (name: string, body: unknown) => {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(body));
  return file;
};

describe("the test run's failures", () => {
  it("give an end-to-end test's line and the start of its error, without colours", () => {
    const message = `\u001b[31mError: Timed out 7000ms waiting for expect(locator).toBeVisible()\u001b[39m\n\nLocator: getByRole('status')\n${'Call log line\n'.repeat(30)}`;
    const file = report('e2e.json', {
      suites: [
        {
          specs: [
            {
              file: 'editor.spec.ts',
              title: 'creates a page',
              tests: [
                {
                  projectName: 'desktop',
                  status: 'unexpected',
                  results: [{ duration: 9, errors: [{ message, location: { line: 179 } }] }],
                },
              ],
            },
            {
              file: 'editor.spec.ts',
              title: 'passes',
              tests: [{ projectName: 'desktop', status: 'expected', results: [{ duration: 1 }] }],
            },
          ],
        },
      ],
    });
    const lines = failed('end-to-end', file, 'playwright');
    expect(lines[0]).toBe('  ✘ end-to-end: tests/e2e/editor.spec.ts [desktop] › creates a page');
    expect(lines[1]).toBe('      at line 179: Error: Timed out 7000ms waiting for expect(locator).toBeVisible()');
    expect(lines[2]).toBe("      Locator: getByRole('status')");
    expect(lines).toHaveLength(13);
  });

  it("give a vitest test's failure message", () => {
    const file = report('unit.json', {
      testResults: [
        {
          name: '/x/src/lib/a.test.ts',
          startTime: 0,
          endTime: 1,
          assertionResults: [
            { title: 'adds', status: 'failed', duration: 1, failureMessages: ['AssertionError: expected 3 to be 4'] },
            { title: 'subtracts', status: 'passed', duration: 1, failureMessages: [] },
          ],
        },
      ],
    });
    expect(failed('unit', file, 'vitest')).toEqual(['  ✘ unit: src/lib/a.test.ts › adds', '      AssertionError: expected 3 to be 4']);
  });
});

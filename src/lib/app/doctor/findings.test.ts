import { describe, expect, it } from 'vitest';
import { type Finding, report } from './findings';

const metrics: Finding = { group: 'Address and monitoring', subject: 'METRICS_TOKEN', problem: 'not set', fix: 'set one' };
const outbox: Finding = { group: 'Development switches', subject: 'DEV_OUTBOX=1', problem: 'codes readable', fix: 'set DEV_OUTBOX=0' };
const running: Finding = { group: 'Demo data', subject: 'Demo accounts', problem: 'the store is running', fix: 'stop it', unchecked: true };

describe('the report', () => {
  it('says the store is ready, and exits 0, when nothing was found', () => {
    expect(report([])).toEqual({ lines: ['Ready to go live: nothing to fix.'], code: 0 });
  });

  it('prints one line per finding under its group, groups in a fixed order, then the summary; exits 1', () => {
    const { lines, code } = report([metrics, outbox]);
    expect(code).toBe(1);
    expect(lines).toEqual([
      'Development switches',
      '  DEV_OUTBOX=1: codes readable; set DEV_OUTBOX=0.',
      'Address and monitoring',
      '  METRICS_TOKEN: not set; set one.',
      'Not ready to go live: 2 to fix. docs/operating.md, "Going live", says how.',
    ]);
  });

  it('counts a check that could not run apart, and is not ready while one did not', () => {
    const { lines, code } = report([running], ['a note']);
    expect(code).toBe(1);
    expect(lines).toEqual([
      'Demo data',
      '  Demo accounts: not checked: the store is running; stop it.',
      'a note',
      'Not ready to go live: 1 not checked. docs/operating.md, "Going live", says how.',
    ]);
    expect(report([metrics, running]).lines.at(-1)).toContain('1 to fix, 1 not checked');
  });
});

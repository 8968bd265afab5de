import { describe, expect, it } from 'vitest';
import { type DemoAccount, demoFindings } from './demo';

const shopper = (passwordWorks: boolean): DemoAccount => ({ kind: 'shopper', name: 'ayse@vitrin.example (5321234567)', passwordWorks });
const staff = (passwordWorks: boolean): DemoAccount => ({ kind: 'staff', name: 'editor@vitrin.example', passwordWorks });

describe('the demo data', () => {
  it('finds nothing in a database without the demo', () => {
    expect(demoFindings({ checked: true, accounts: [], seededVersion: undefined })).toEqual([]);
  });

  it("finds a demo shopper whatever its password, and says whether the README's still works", () => {
    const [open] = demoFindings({ checked: true, accounts: [shopper(true)], seededVersion: undefined });
    expect(open).toMatchObject({ group: 'Demo data', subject: 'ayse@vitrin.example (5321234567)' });
    expect(open!.problem).toContain("README's password still works");
    const [changed] = demoFindings({ checked: true, accounts: [shopper(false)], seededVersion: undefined });
    expect(changed!.problem).toContain('password changed');
  });

  it("finds demo staff only while the README's password opens it", () => {
    const [open, ...more] = demoFindings({ checked: true, accounts: [staff(true)], seededVersion: undefined });
    expect(more).toEqual([]);
    expect(open).toMatchObject({ subject: 'editor@vitrin.example' });
    expect(open!.fix).toContain('npm run editor:add');
    expect(demoFindings({ checked: true, accounts: [staff(false)], seededVersion: undefined })).toEqual([]);
  });

  it('finds the demo seed in the database', () => {
    const [seeded] = demoFindings({ checked: true, accounts: [], seededVersion: 9 });
    expect(seeded).toMatchObject({ subject: 'Demo catalogue' });
    expect(seeded!.problem).toContain('version 9');
  });

  it('says the accounts were not checked, and why, when the database could not be read', () => {
    const findings = demoFindings({ checked: false, reason: 'the store is running (pid 42)', fix: 'stop it' });
    expect(findings).toEqual([
      { group: 'Demo data', subject: 'Demo accounts', problem: 'the store is running (pid 42)', fix: 'stop it', unchecked: true },
    ]);
  });
});

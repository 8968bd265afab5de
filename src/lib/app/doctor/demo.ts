import type { Finding } from './findings';

// The demo's accounts are public: the README prints their e-mails, phones and passwords. A demo
// shopper is demo data whatever its password now is (its orders, cards and points are invented); a
// demo staff account matters while it still signs in with the README's password.

/** A demo account the database still holds, and whether the README's password still opens it. */
export interface DemoAccount {
  kind: 'shopper' | 'staff';
  /** How the README names it: the e-mail, and the phone for a shopper. */
  name: string;
  passwordWorks: boolean;
}

/** What the database says of the demo, or why it could not be read. */
export type DemoFacts =
  | { checked: true; accounts: DemoAccount[]; seededVersion: number | undefined }
  | { checked: false; reason: string; fix: string };

const FRESH = 'start on a fresh database';

/** The demo findings: each demo shopper, each demo staff account the README's password opens, the demo seed. */
export function demoFindings(facts: DemoFacts): Finding[] {
  if (!facts.checked) return [{ group: 'Demo data', subject: 'Demo accounts', problem: facts.reason, fix: facts.fix, unchecked: true }];
  const found: Finding[] = [];
  for (const account of facts.accounts) {
    if (account.kind === 'shopper')
      found.push({
        group: 'Demo data',
        subject: account.name,
        problem: account.passwordWorks
          ? "demo shopper, the README's password still works"
          : 'demo shopper (password changed, but its orders and cards are invented)',
        fix: FRESH,
      });
    else if (account.passwordWorks)
      found.push({
        group: 'Demo data',
        subject: account.name,
        problem: "demo staff, the README's password still opens /editor",
        fix: `${FRESH} and add your staff with \`npm run editor:add\``,
      });
  }
  if (facts.seededVersion !== undefined)
    found.push({
      group: 'Demo data',
      subject: 'Demo catalogue',
      problem: `the demo data (version ${facts.seededVersion}) is in this database: invented products, coupons (HOSGELDIN…), gift cards`,
      fix: FRESH,
    });
  return found;
}

// What `npm run doctor` found and how it prints: one line per finding under its group, then one
// summary line. Operator output, in English like the other operator commands.

/** The groups, in the order they print. */
const GROUPS = [
  'Settings',
  'Messages and payments',
  'Development switches',
  'Address and monitoring',
  'Secrets',
  'Backups',
  'Demo data',
] as const;
export type Group = (typeof GROUPS)[number];

/** One thing that keeps the store from going live: what it is about (a setting, an account), what is wrong, what to do. */
export interface Finding {
  group: Group;
  subject: string;
  problem: string;
  fix?: string;
  /** A check that could not run (the database in use, unreadable): not a fault found, but no all-clear either. */
  unchecked?: boolean;
}

/** The printed report and the exit code: 1 when anything blocks going live or could not be checked, else 0. */
export function report(findings: readonly Finding[], notes: readonly string[] = []): { lines: string[]; code: 0 | 1 } {
  const lines: string[] = [];
  for (const group of GROUPS) {
    const own = findings.filter((finding) => finding.group === group);
    if (own.length === 0) continue;
    lines.push(group);
    for (const finding of own) {
      const problem = finding.unchecked ? `not checked: ${finding.problem}` : finding.problem;
      lines.push(`  ${finding.subject}: ${problem}${finding.fix ? `; ${finding.fix}` : ''}.`);
    }
  }
  lines.push(...notes);
  const unchecked = findings.filter((finding) => finding.unchecked).length;
  const toFix = findings.length - unchecked;
  if (findings.length === 0) {
    lines.push('Ready to go live: nothing to fix.');
    return { lines, code: 0 };
  }
  const counts = [toFix > 0 ? `${toFix} to fix` : undefined, unchecked > 0 ? `${unchecked} not checked` : undefined].filter(Boolean);
  lines.push(`Not ready to go live: ${counts.join(', ')}. docs/operating.md, "Going live", says how.`);
  return { lines, code: 1 };
}

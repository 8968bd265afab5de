import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { allowedSandboxWarnings, startRefusals } from '@lib/platform';
import { checkEnv, type Env } from '@lib/platform/index.server';
import { backupTime } from '../backup/rules';
import { readDemoFacts } from './database.server';
import { type DemoFacts, demoFindings } from './demo';
import { report } from './findings';
import { backupFindings, iyzicoFindings, sandboxFindings, settingsProblems, siteFindings } from './rules';
import { exampleValues, secretFindings } from './secrets';

// `npm run doctor` (scripts/doctor.ts only loads the environment and prints): the I/O the rules
// need, read once: the settings, the backup folder's listing, the documentation, the database.

/** The texts that show example values: the README, .env.example and every page under docs/. */
function documentation(): string[] {
  const pages = existsSync('docs')
    ? readdirSync('docs', { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.md'))
        .map((name) => join('docs', name))
    : [];
  return ['README.md', '.env.example', ...pages].filter((file) => existsSync(file)).map((file) => readFileSync(file, 'utf8'));
}

/** When the newest finished backup in a folder was taken; undefined when there is none (or no folder). */
function newestBackup(folder: string): Date | undefined {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return undefined;
  }
  const times = names.map(backupTime).filter((time) => time !== undefined);
  return times.length > 0 ? new Date(Math.max(...times.map((time) => time.getTime()))) : undefined;
}

/** What the start will do with these settings, when a sandbox or switch makes it refuse or warn. */
function startNotes(settings: Env): string[] {
  const refused = startRefusals(settings).length;
  if (refused > 0)
    return [
      `As set, the store refuses to start: SITE_URL is https and ${refused} of the lines above are on (ALLOW_SANDBOX_PROVIDERS=1 starts a demo or staging store anyway).`,
    ];
  if (allowedSandboxWarnings(settings).length > 0)
    return ['ALLOW_SANDBOX_PROVIDERS=1 lets the store start on them; unset it once the store is live.'];
  return [];
}

/** Checks a store's settings (the environment given), backups and database for going live: the lines to print and the exit code. */
export async function doctorCommand(environment: NodeJS.ProcessEnv, now = new Date()): Promise<{ lines: string[]; code: 0 | 1 }> {
  const { settings, problems } = checkEnv(environment);
  // The database is opened with the settings the store reads: wrong ones would open the wrong one, or none.
  const facts: DemoFacts =
    problems.length > 0
      ? { checked: false, reason: 'the settings above are wrong', fix: 'correct them and run `npm run doctor` again' }
      : await readDemoFacts(settings);
  const backups = resolve(settings.BACKUP_DIR);
  const findings = [
    ...settingsProblems(problems),
    ...sandboxFindings(settings),
    ...iyzicoFindings(settings),
    ...siteFindings(settings),
    ...secretFindings(settings, exampleValues(documentation())),
    ...backupFindings(settings, backups, newestBackup(backups), now),
    ...demoFindings(facts),
  ];
  return report(findings, startNotes(settings));
}

import type { Env } from './schema';

// Development switches that are harmless on a laptop and dangerous on a public store. A public
// store is one whose SITE_URL is https: the start says so once per switch left on, in the log the
// operator reads, rather than refusing (a staging store behind TLS may want them on purpose).

/** Lines to log at start for development switches left on in a store served over HTTPS. */
export function publicStoreWarnings(settings: Pick<Env, 'SITE_URL' | 'DEV_OUTBOX' | 'TEST_CLOCK'>): string[] {
  if (!settings.SITE_URL?.startsWith('https:')) return [];
  const warnings: string[] = [];
  if (settings.DEV_OUTBOX)
    warnings.push('DEV_OUTBOX=1 on a public store: anyone can read every one-time code and message at /dev/outbox; set DEV_OUTBOX=0');
  if (settings.TEST_CLOCK)
    warnings.push("TEST_CLOCK=1 on a public store: anyone can move the store's clock and expire codes and payments; set TEST_CLOCK=0");
  return warnings;
}

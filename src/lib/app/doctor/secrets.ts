import type { Env } from '@lib/platform/index.server';
import type { Finding } from './findings';

// A secret copied from the documentation is no secret: anyone who read the README, .env.example or
// docs/ knows it. The doctor gathers every value those texts show for a secret setting and flags a
// setting equal to one. SF_API_KEY is left out: it is public by design (the pages hand it out).

/** The settings whose value must be the operator's own, each with where a real one comes from. */
const SECRETS = {
  OTP_SECRET: 'make one with `openssl rand -hex 32`, or leave it unset (one is made and kept in the database)',
  CAPTCHA_SECRET: 'make one with `openssl rand -hex 32`, or leave it unset (one is made and kept in the database)',
  BANK_SECRET: 'make one with `openssl rand -hex 32`, or leave it unset (one is made and kept in the database)',
  METRICS_TOKEN: 'make one with `openssl rand -hex 32`',
  IYZICO_API_KEY: "use the key from iyzico's merchant panel",
  IYZICO_SECRET_KEY: "use the key from iyzico's merchant panel",
  NETGSM_PASSWORD: "use your Netgsm user's API password",
  SMTP_URL: "use your relay's own user and password",
} as const satisfies Partial<Record<keyof Env, string>>;

type Secret = keyof typeof SECRETS;
const NAMES = Object.keys(SECRETS) as Secret[];

/** Every value the texts show for a secret setting (`NAME=value`, quoted or not), by setting. */
export function exampleValues(texts: readonly string[]): Map<Secret, Set<string>> {
  const shown = new Map<Secret, Set<string>>(NAMES.map((name) => [name, new Set()]));
  const pattern = new RegExp(`\\b(${NAMES.join('|')})=("[^"\\n]*"|'[^'\\n]*'|[^\\s\`'"|#]+)`, 'g');
  for (const text of texts) {
    for (const [, name, raw] of text.matchAll(pattern)) {
      const value = /^(["']).*\1$/.test(raw!) ? raw!.slice(1, -1) : raw!;
      if (value) shown.get(name as Secret)!.add(value);
    }
  }
  return shown;
}

/** A finding per secret setting equal to a value the documentation shows; the value itself is never printed. */
export function secretFindings(settings: Env, shown: Map<Secret, Set<string>>): Finding[] {
  return NAMES.filter((name) => {
    const value = settings[name];
    return value !== undefined && shown.get(name)?.has(value);
  }).map((name) => ({
    group: 'Secrets',
    subject: name,
    problem: 'the example value the documentation shows, known to anyone who read it',
    fix: SECRETS[name],
  }));
}

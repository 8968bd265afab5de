import { randomInt } from 'node:crypto';
import { phoneRule } from '../../src/lib/checkout/payments/wallet/sandbox-rules';

/**
 * Eight random digits for a fresh shopper's e-mail and mobile. Never ones ending as the card wallet
 * sandbox's special phones do (…097 answers "service unavailable", …099 a restricted account): a
 * shopper drawn at random would otherwise meet that failure about once in 125 runs.
 */
export function freshDigits(): string {
  for (;;) {
    const n = String(randomInt(10_000_000, 99_999_999));
    if (phoneRule(`50${n}`) === null) return n;
  }
}

import { hashPassword } from '@lib/account/index.server';
import type { Seeder } from '@lib/platform';
import { createStaff, StaffAccountError } from './accounts.server';
import type { NewStaff } from './accounts.server';

/** The demo's staff (listed in the README; `npm run doctor` looks for them): one editor who drafts, one publisher who also publishes. */
export const DEMO_STAFF: NewStaff[] = [
  { email: 'editor@vitrin.example', name: 'Deniz Aksoy', role: 'editor', password: 'Vitrin-Editor-2026' },
  { email: 'publisher@vitrin.example', name: 'Can Yıldız', role: 'publisher', password: 'Vitrin-Yayin-2026' },
];

let hashes: Promise<string[]> | undefined;

/** The demo staff's password hashes, made once per process and ahead of the seeder (as demoCustomerHashes). */
export function demoStaffHashes(): Promise<string[]> {
  hashes ??= Promise.all(DEMO_STAFF.map((member) => hashPassword(member.password)));
  return hashes;
}

export const staffSeeder: Seeder = {
  name: 'demo staff',
  async run(db) {
    const passwordHashes = await demoStaffHashes();
    for (const [i, member] of DEMO_STAFF.entries()) {
      try {
        await createStaff(member, db, passwordHashes[i]);
      } catch (error) {
        // Seeded before: the account stays as it is (its password may have been changed since).
        if (!(error instanceof StaffAccountError && error.reason === 'duplicate')) throw error;
      }
    }
  },
};

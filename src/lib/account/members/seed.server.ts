import type { Seeder } from '@lib/platform';
import { COMMUNICATION_TYPES } from './schema';
import { hashPassword } from './password.server';
import { communicationPreferences, customers } from './tables.server';

/**
 * Demo members (listed in the README; `npm run doctor` looks for them): one ordinary, one whose password is flagged for a forced
 * change, and one who joined before The One came online (no segment: the loyalty pages send her home).
 */
export const DEMO_CUSTOMERS = [
  { email: 'ayse@vitrin.example', cellPhone: '5321234567', password: 'Vitrin2024', firstName: 'Ayşe', lastName: 'Yılmaz', flagged: false },
  { email: 'mehmet@vitrin.example', cellPhone: '5329876543', password: 'Eski2024', firstName: 'Mehmet', lastName: 'Demir', flagged: true },
  {
    email: 'selin@vitrin.example',
    cellPhone: '5321112233',
    password: 'Vitrin2024',
    firstName: 'Selin',
    lastName: 'Arslan',
    flagged: false,
  },
] as const;

let hashes: Promise<string[]> | undefined;

/**
 * The demo members' password hashes, made once per process: argon2 works on libuv's thread pool,
 * so the seed starts them before the database opens and they are ready when the seeder runs.
 */
export function demoCustomerHashes(): Promise<string[]> {
  hashes ??= Promise.all(DEMO_CUSTOMERS.map((demo) => hashPassword(demo.password)));
  return hashes;
}

export const accountSeeder: Seeder = {
  name: 'demo customers',
  async run(db) {
    const passwordHashes = await demoCustomerHashes();
    for (const [i, demo] of DEMO_CUSTOMERS.entries()) {
      const [row] = await db
        .insert(customers)
        .values({
          email: demo.email,
          cellPhone: demo.cellPhone,
          firstName: demo.firstName,
          lastName: demo.lastName,
          passwordHash: passwordHashes[i],
          passwordFlagged: demo.flagged,
        })
        .onConflictDoNothing()
        .returning({ id: customers.id });
      if (row)
        await db
          .insert(communicationPreferences)
          .values(COMMUNICATION_TYPES.map((type) => ({ customerId: row.id, communicationType: type, preference: false })));
    }
  },
};

// `npm run db:seed`: writes the demo data into the configured database (PGlite or DATABASE_URL).
// Safe to run again: every seeder is idempotent.
import { closeDb, db } from '@lib/db/client.server';
import { seedDemo } from '@lib/db/seed.server';

const database = await db();
await seedDemo(database);
await closeDb();
console.log('Demo data is in place.');

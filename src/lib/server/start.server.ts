// Imported ahead of the standalone server (see boot-integration.ts): its top-level await keeps the
// server from listening until the database is migrated, warmed and seeded.
import { boot, closeOnSignals } from './boot.server';

closeOnSignals();
await boot();

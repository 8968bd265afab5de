import type { Db } from './client.server';

/** One idempotent step of the demo data; each domain writes its own, the seed registry runs them in order. */
export interface Seeder {
  name: string;
  run(db: Db): Promise<void>;
}

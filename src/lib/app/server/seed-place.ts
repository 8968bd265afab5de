// Where start-up seeds the demo data. Pure rule: boot.server.ts feeds it the database and the build.

/** The seeding child's file, built beside the server's entry in dist/server (boot-integration.ts). */
export const SEED_ENTRY = 'seed.mjs';

/** Whether start-up seeds the demo data at all: when asked to always, and by default on the embedded database. */
export const wantsDemo = ({ SEED_DEMO, DATABASE_URL }: { SEED_DEMO: 'auto' | 'always' | 'never'; DATABASE_URL?: string }): boolean =>
  SEED_DEMO === 'always' || (SEED_DEMO === 'auto' && !DATABASE_URL);

/** What the rule looks at: the engine, whether its data lives only in this process, and the child's file if built. */
export interface SeedSituation {
  kind: 'pglite' | 'postgres';
  inMemory: boolean;
  childEntry: string | undefined;
}

/**
 * Seeds the embedded database on disk in a child process, which writes the folder and exits: the
 * seed grows PGlite's memory, V8's heap and the allocator's arenas by some 150 MB that a process
 * never hands back, and the server then opens the seeded folder without them. An in-memory
 * database has nothing a child could leave behind, PostgreSQL keeps its memory in its own server,
 * and without a build (astro dev) there is no child to run: those seed here.
 */
export function seedPlace({ kind, inMemory, childEntry }: SeedSituation): 'child' | 'here' {
  return kind === 'pglite' && !inMemory && childEntry !== undefined ? 'child' : 'here';
}

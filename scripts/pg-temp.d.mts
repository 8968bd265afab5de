/** The folder of PostgreSQL's server programs, or undefined when none is installed. */
export function findPostgresBin(): string | undefined;
/** Creates, starts and returns a cluster with trust auth on 127.0.0.1; stop() removes it. */
export function startTempPostgres(bin: string): Promise<{ url: string; stop(): void }>;
/** Creates database `name` on the server `given` names and returns its url, and drop() to remove it. */
export function databaseBeside(given: string, name: string): Promise<{ url: string; drop(): Promise<void> }>;

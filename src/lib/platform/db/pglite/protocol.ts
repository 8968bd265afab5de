// The messages between the store and its database thread (thread.server.ts, thread-entry.server.ts).
// Rows, parameters and errors cross by structured clone; a parser function cannot, so a query names
// the types whose text is kept as text (the only parsers Drizzle passes PGlite).

/** What the thread is started with: the folder to open (none: in memory). */
export interface ThreadOptions {
  folder: string | undefined;
}

/** How a query wants its rows, as PGlite's QueryOptions say it, less the parsers. */
export interface QueryShape {
  rowMode: 'array' | 'object';
  /** The type OIDs whose values stay text rather than parsed. */
  textTypes: number[];
}

/** A statement of a transaction carries its id; one outside a transaction none. */
export type Request =
  | { id: number; op: 'query'; sql: string; params: unknown[]; shape: QueryShape; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'unlisten'; channel: string }
  | { id: number; op: 'snapshot' }
  | { id: number; op: 'close' };

/** An error as it crosses: PostgreSQL's fields (code, constraint, detail...) kept beside its message. */
export interface CarriedError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, string | number | boolean>;
}

/** The thread's answers: one per request, each notice as PGlite heard it, and whether it opened. */
export type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: CarriedError }
  | { notice: string; payload: string }
  | { opened: true }
  | { opened: false; error: CarriedError };

/** An error as it can cross to the other thread. */
export function carry(error: unknown): CarriedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: CarriedError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

/** The error again on this side, with PostgreSQL's fields where callers look for them (`code`, `constraint`). */
export function revive(carried: CarriedError): Error {
  const error = Object.assign(new Error(carried.message), carried.fields);
  error.name = carried.name;
  if (carried.stack) error.stack = carried.stack;
  return error;
}

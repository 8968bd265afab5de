// Shared by the query benches: every statement the driver sends, PGlite's or node-postgres's, kept
// with its parameters so its plan can be explained afterwards on the same connection.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

interface Statement {
  text: string;
  params: unknown[];
}

/** What the driver was asked, by phase of the bench ("listing", "search", …). */
const seen = new Map<string, Statement[]>();
let phase = '';
let client: { query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }> } | undefined;

/** Statements sent from now on are kept under `name` (none while it is empty). */
export function recordAs(name: string): void {
  phase = name;
}

function keep(this: typeof client, first: unknown, second: unknown): void {
  client = this;
  if (!phase) return;
  const text = typeof first === 'string' ? first : String((first as { text?: string }).text ?? '');
  const params = Array.isArray(second) ? second : ((first as { values?: unknown[] }).values ?? []);
  const list = seen.get(phase) ?? [];
  list.push({ text, params });
  seen.set(phase, list);
}

// Patched before the database opens: PGlite's methods, and the pool drizzle's node-postgres sends through.
for (const [prototype, methods] of [
  [PGlite.prototype, ['query', 'exec']],
  [pg.Pool.prototype, ['query']],
] as const) {
  for (const method of methods) {
    const original = Reflect.get(prototype, method) as (...args: unknown[]) => unknown;
    Reflect.set(prototype, method, function (this: typeof client, ...args: unknown[]) {
      keep.call(this, args[0], args[1]);
      return original.apply(this, args);
    });
  }
}

/** Runs `work` without keeping its statements. */
export async function pausedRecording<T>(work: () => Promise<T>): Promise<T> {
  const before = phase;
  phase = '';
  try {
    return await work();
  } finally {
    phase = before;
  }
}

/** A statement named by its first words and its first text parameter (the tsquery, the words), enough to find it again. */
function headOf(statement: Statement): string {
  const text = statement.params.find((p) => typeof p === 'string') ?? '';
  return `${statement.text.replace(/\s+/g, ' ').trim().slice(0, 40)}… [${String(text).slice(0, 70)}]`;
}

/** The selects sent under `name`. */
export function selectsOf(name: string): Statement[] {
  return (seen.get(name) ?? []).filter((s) => /^\s*(select|with)/i.test(s.text));
}

/** Plans of the distinct selects sent under `name`: how many there are, and how many scan products whole. */
export async function scansOf(name: string): Promise<{ plans: number; scans: string[] }> {
  const distinct = [...new Map(selectsOf(name).map((s) => [s.text + JSON.stringify(s.params), s])).values()];
  const scans: string[] = [];
  await pausedRecording(async () => {
    for (const statement of distinct) {
      const plan = await client!.query(`explain ${statement.text}`, statement.params);
      if (JSON.stringify(plan.rows).includes('Seq Scan on products')) scans.push(headOf(statement));
    }
  });
  return { plans: distinct.length, scans };
}

/** What each select sent under `name` costs when run again, by EXPLAIN ANALYZE: its head, parameters, milliseconds and plan. */
export async function analysedOf(name: string): Promise<{ head: string; ms: number; plan: string[] }[]> {
  return pausedRecording(async () => {
    const out: { head: string; ms: number; plan: string[] }[] = [];
    for (const statement of selectsOf(name)) {
      const result = await client!.query(`explain (analyze, format text) ${statement.text}`, statement.params);
      const plan = result.rows.map((row) => String(Object.values(row as object)[0]));
      const ms = Number(/Execution Time: ([\d.]+)/.exec(plan.join('\n'))?.[1] ?? Number.NaN);
      out.push({ head: headOf(statement), ms, plan });
    }
    return out;
  });
}

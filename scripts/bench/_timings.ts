// Shared by the query benches: timings by kind of query, their percentiles, and the catalogue's
// version raised between rounds so that every measured read is a read of the database.
import { sql } from 'drizzle-orm';
import { catalogIndex } from '@lib/catalogue/products/index.server';
import type { Db } from '@lib/platform/db/client.server';
import { pausedRecording } from './_statements';

/** The value at quantile `q` (0–1) of `values`. */
export function percentile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/** Milliseconds by kind of query, in the order the kinds were first timed. */
export class Timings {
  readonly byKind = new Map<string, number[]>();

  /** Runs `work` and keeps its time under `kind`. */
  async time<T>(kind: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const result = await work();
    const list = this.byKind.get(kind) ?? [];
    list.push(performance.now() - started);
    this.byKind.set(kind, list);
    return result;
  }

  all(): number[] {
    return [...this.byKind.values()].flat();
  }

  /** One line per kind and one for all: count, p50, p95, max; the p95 of all judged against `target` ms. */
  print(title: string, target: number): void {
    const line = (name: string, ms: readonly number[]) =>
      `  ${name.padEnd(30)} ${String(ms.length).padStart(4)}  p50 ${percentile(ms, 0.5).toFixed(1).padStart(6)} ms  p95 ${percentile(ms, 0.95).toFixed(1).padStart(6)} ms  max ${percentile(ms, 1).toFixed(1).padStart(6)} ms`;
    const all = this.all();
    const p95 = percentile(all, 0.95);
    console.log(`${title}: p95 ${p95.toFixed(1)} ms   target <= ${target} ms ${p95 <= target ? 'ok' : 'HIGH'}`);
    for (const [kind, ms] of this.byKind) console.log(line(kind, ms));
    console.log(line('all', all));
  }
}

/**
 * Makes the next reads uncached, as after an editor's change: raises the catalogue's version in
 * the database (the row the triggers of drizzle/0019 raise, which drops every value kept per
 * version on PGlite, told at commit, and on PostgreSQL, read per request), then loads the catalogue's
 * index again unmeasured (and what `warm` loads), as the first request after a change does once for
 * all that follow. Its statements are not counted among the bench's.
 */
export function newCatalogueVersion(database: Db, warm?: () => Promise<unknown>): Promise<void> {
  return pausedRecording(async () => {
    await database.execute(sql`update kept_page_versions set version = version + 1 where scope = 'catalogue'`);
    await catalogIndex();
    await warm?.();
  });
}

import cluster from 'node:cluster';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { clusterMetrics, joinClusterMetrics } from './cluster.server';
import { routeOf, statusClass } from './routes';

/** Seconds; kept pages answer in about a millisecond, a checkout in a few hundred. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds; most statements take well under a millisecond. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** What a gauge reads when scraped: set by the module that owns the thing measured. */
interface Sources {
  keptPages?: () => { pages: number; size: number };
  /** Every cache of the freshness layer by name, with the entries it holds (freshness/cached.server.ts). */
  caches?: () => readonly { name: string; entries: number }[];
  pool?: () => { total: number; idle: number; waiting: number };
  /** The outbox's messages by channel and status, as last counted (notify/outbox/operator.server.ts, outboxCounts). */
  outbox?: () => readonly { channel: string; status: string; count: number }[];
}

/** The registry and every instrument, made once per process. */
function create() {
  const registry = new Registry();
  const registers = [registry];
  // Node's own: resident memory, heap, event-loop lag, GC, handles, CPU. Unprefixed, under the
  // names the common Node.js dashboards read.
  collectDefaultMetrics({ register: registry });
  const sources: Sources = {};
  const db = { inFlight: 0 };
  const made = {
    registry,
    sources,
    db,
    requests: new Counter({
      name: 'storefront_http_requests_total',
      help: 'Requests answered, by kind (page, api, system), route (a fixed list, never a path) and status code.',
      labelNames: ['kind', 'route', 'status'] as const,
      registers,
    }),
    requestSeconds: new Histogram({
      name: 'storefront_http_request_duration_seconds',
      help: 'Time from the request reaching the store to its answer being ready (streamed bodies not included), by kind, route and status class.',
      labelNames: ['kind', 'route', 'status_class'] as const,
      buckets: REQUEST_BUCKETS,
      registers,
    }),
    keptAnswers: new Counter({
      name: 'storefront_kept_page_answers_total',
      help: 'Answers of pages that may be kept: hit (served from the kept copy) or miss (rendered, then kept).',
      labelNames: ['result'] as const,
      registers,
    }),
    keptAnswerBytes: new Counter({
      name: 'storefront_kept_page_answer_bytes_total',
      help: 'Size of those answers: served from the kept copy (hit), or rendered and kept (miss), as the page store counts it.',
      labelNames: ['result'] as const,
      registers,
    }),
    keptPages: new Gauge({
      name: 'storefront_kept_pages',
      help: 'Entries the kept-page store holds now: pages, and their compressed bodies apart.',
      registers,
      collect() {
        const usage = sources.keptPages?.();
        if (usage) this.set(usage.pages);
      },
    }),
    keptPagesBytes: new Gauge({
      name: 'storefront_kept_pages_bytes',
      help: 'Size of the pages kept now, as the page store counts it against its bound.',
      registers,
      collect() {
        const usage = sources.keptPages?.();
        if (usage) this.set(usage.size);
      },
    }),
    cacheEntries: new Gauge({
      name: 'storefront_cache_entries',
      help: 'Entries each cache holds now (kept pages and their compressed bodies, catalogue values, live content, suggestions, campaigns, coupons), by cache.',
      labelNames: ['cache'] as const,
      registers,
      collect() {
        for (const { name, entries } of sources.caches?.() ?? []) this.set({ cache: name }, entries);
      },
    }),
    querySeconds: new Histogram({
      name: 'storefront_db_query_duration_seconds',
      help: 'Database statements, from being sent to being answered (on PGlite, waiting for the one connection included).',
      buckets: QUERY_BUCKETS,
      registers,
    }),
    queryErrors: new Counter({ name: 'storefront_db_query_errors_total', help: 'Database statements that failed.', registers }),
    queriesInFlight: new Gauge({
      name: 'storefront_db_queries_in_flight',
      help: 'Statements sent and not yet answered; on PGlite, which runs one at a time, all but one of them are waiting.',
      registers,
      collect() {
        this.set(db.inFlight);
      },
    }),
    poolClients: new Gauge({
      name: 'storefront_db_pool_clients',
      help: 'PostgreSQL pool: connections open (total), idle, and requests waiting for one (waiting).',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const pool = sources.pool?.();
        if (!pool) return;
        this.set({ state: 'total' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    }),
    outboxAttempts: new Counter({
      name: 'storefront_outbox_attempts_total',
      help: 'Delivery attempts of SMS and e-mail by channel, provider and outcome: sent, retry (failed, tried again later), failed (given up), suppressed (commercial, no consent).',
      labelNames: ['channel', 'provider', 'outcome'] as const,
      registers,
    }),
    outboxMessages: new Gauge({
      name: 'storefront_outbox_messages',
      help: 'Messages in the outbox by channel and status (pending, sending, failed), as counted at most ten seconds ago; the same figure from every process.',
      labelNames: ['channel', 'status'] as const,
      // Every process counts the one shared outbox: the processes' figures are one figure, not parts of a sum.
      aggregator: 'max',
      registers,
      collect() {
        const counts = sources.outbox?.();
        if (!counts) return;
        this.reset();
        for (const channel of ['sms', 'email']) for (const status of ['pending', 'sending', 'failed']) this.set({ channel, status }, 0);
        for (const { channel, status, count } of counts) this.set({ channel, status }, count);
      },
    }),
  };
  // Both results exist from the start, so a rate over them is defined before the first hit.
  for (const result of ['hit', 'miss'] as const) {
    made.keptAnswers.inc({ result }, 0);
    made.keptAnswerBytes.inc({ result }, 0);
  }
  if (cluster.isWorker) joinClusterMetrics(registry);
  return made;
}

// prom-client refuses a second metric of the same name in a registry: a module evaluated twice in
// one process (astro dev's reloads, test files sharing a worker) finds the first set on globalThis.
const KEY: unique symbol = Symbol.for('storefront.metrics');
const holder = globalThis as { [KEY]?: ReturnType<typeof create> };
holder[KEY] ??= create();
/** The process's registry and instruments. */
export const metrics = holder[KEY];

const HIT = { result: 'hit' } as const;
const MISS = { result: 'miss' } as const;

/** Counts an answered request under its route kind and status, with its duration in milliseconds. */
export function recordRequest(pathname: string, status: number, ms: number): void {
  const { kind, route } = routeOf(pathname);
  metrics.requests.inc({ kind, route, status: String(status) });
  metrics.requestSeconds.observe({ kind, route, status_class: statusClass(status) }, ms / 1000);
}

/** Counts a kept page's answer: served from the store (hit) or rendered and kept (miss), and its size. */
export function recordKeptPage(result: 'hit' | 'miss', size: number): void {
  const labels = result === 'hit' ? HIT : MISS;
  metrics.keptAnswers.inc(labels);
  metrics.keptAnswerBytes.inc(labels, size);
}

/** Counts one delivery attempt of the outbox by its outcome. */
export function recordOutboxAttempt(channel: string, provider: string, outcome: 'sent' | 'retry' | 'failed' | 'suppressed'): void {
  metrics.outboxAttempts.inc({ channel, provider, outcome });
}

/** Names what the outbox gauge reads when scraped; the last one named wins. */
export function outboxGauge(read: () => readonly { channel: string; status: string; count: number }[]): void {
  metrics.sources.outbox = read;
}

/** Names what the kept-page gauges read when scraped (the page store's usage); the last one named wins. */
export function keptPagesGauge(read: () => { pages: number; size: number }): void {
  metrics.sources.keptPages = read;
}

/** Names what the cache gauge reads when scraped; the last one named wins. */
export function cachesGauge(read: () => readonly { name: string; entries: number }[]): void {
  metrics.sources.caches = read;
}

/** The Prometheus text of every metric (of every worker, when there are several), and its content type. */
export async function exposition(): Promise<{ body: string; contentType: string }> {
  const body = cluster.isWorker ? await clusterMetrics() : await metrics.registry.metrics();
  return { body, contentType: metrics.registry.contentType };
}

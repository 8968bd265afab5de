// What a crowd run (45-campaign-day.mjs, 46-soak.mjs) records and prints: every request's time by
// kind, the errors (any answer not expected, or no answer), the slowest request of each kind, every
// request over 5 s, and the stock refusals met (a sold-out piece: not an error, the shopper picks another).
import { rank } from './_catalog.mjs';

/** A request slower than this is flagged by name. */
const SLOW_MS = 5000;
const GROUPS = ['landing', 'bag', 'checkout', 'account'];

/** A fresh record of one run. */
export function recorder() {
  const kinds = new Map();
  return {
    kinds,
    /** Sold-out pieces met, by where: an add, a quantity, a checkout. */
    soldOut: { add: 0, quantity: 0, checkout: 0 },
    /** A second piece refused by the product's purchase limit: the store right, not an error. */
    limits: 0,
    orders: 0,
    /** Actions run, by the mix's names. */
    actions: { landing: 0, bag: 0, checkout: 0, account: 0 },
    slow: [],
    /** The first answers of each unexpected kind, status and code, with how often each came. */
    errorSamples: new Map(),
    add(kind, path, ms, error) {
      if (!kinds.has(kind)) kinds.set(kind, { times: [], errors: 0, slowest: { ms: 0, path: '' } });
      const k = kinds.get(kind);
      k.times.push(ms);
      if (ms > k.slowest.ms) k.slowest = { ms, path };
      if (ms > SLOW_MS) this.slow.push({ kind, path, ms });
      if (error) {
        k.errors += 1;
        const key = `${kind}: ${error}`;
        const sample = this.errorSamples.get(key) ?? { count: 0, path };
        sample.count += 1;
        this.errorSamples.set(key, sample);
      }
    },
  };
}

const ms = (value) => value.toFixed(0).padStart(6);

function line(name, times, errors, slowest, seconds) {
  const sorted = Float64Array.from(times).sort();
  const where = slowest.path.length > 60 ? `${slowest.path.slice(0, 57)}...` : slowest.path;
  return `${name.padEnd(26)} ${String(times.length).padStart(7)} ${(times.length / seconds).toFixed(1).padStart(7)} ${ms(rank(sorted, 50))} ${ms(rank(sorted, 95))} ${ms(rank(sorted, 99))} ${String(errors).padStart(6)}  ${ms(slowest.ms)} ${where}`;
}

/** Prints a run's table: each kind, then each group of kinds (landing, bag, checkout, account), then all. */
export function printRun(record, seconds) {
  console.log(
    `${'kind'.padEnd(26)} ${'requests'.padStart(7)} ${'req/s'.padStart(7)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'p99'.padStart(6)} ${'errors'.padStart(6)}  slowest (ms, address)`,
  );
  const sum = (entries) => ({
    times: entries.flatMap(([, k]) => k.times),
    errors: entries.reduce((n, [, k]) => n + k.errors, 0),
    slowest: entries.reduce((s, [, k]) => (k.slowest.ms > s.ms ? k.slowest : s), { ms: 0, path: '' }),
  });
  const entries = [...record.kinds].sort(([a], [b]) => a.localeCompare(b));
  for (const [name, k] of entries) console.log(line(name, k.times, k.errors, k.slowest, seconds));
  for (const group of GROUPS) {
    const all = sum(entries.filter(([name]) => name.startsWith(`${group} `)));
    if (all.times.length > 0) console.log(line(`${group} (all)`, all.times, all.errors, all.slowest, seconds));
  }
  const total = sum(entries);
  console.log(line('every request', total.times, total.errors, total.slowest, seconds));
  const actions = Object.values(record.actions).reduce((n, a) => n + a, 0);
  const shares = Object.entries(record.actions).map(([name, n]) => `${name} ${n} (${((n / actions) * 100).toFixed(0)}%)`);
  console.log(`actions: ${shares.join(', ')}`);
  const { add, quantity, checkout } = record.soldOut;
  console.log(
    `orders placed: ${record.orders}; sold-out pieces met (not errors; the shopper picked another): ${add} on adding, ${quantity} on a quantity, ${checkout} at checkout; purchase limits met on a quantity: ${record.limits}`,
  );
  console.log(`requests over ${SLOW_MS / 1000} s: ${record.slow.length}${record.slow.length > 0 ? ' SLOW' : ''}`);
  for (const s of record.slow.slice(0, 10)) console.log(`  ${s.ms.toFixed(0)} ms  ${s.kind}  ${s.path}`);
  printErrors(record);
}

/** The first ten kinds of error met, each with how often and an address it came from. */
export function printErrors(record) {
  for (const [key, sample] of [...record.errorSamples].slice(0, 10)) console.log(`  error x${sample.count}  ${key}  (${sample.path})`);
}

/** A run's p99 over every request and its errors: what the campaign day's targets speak of. */
export function overall(record) {
  const sorted = Float64Array.from([...record.kinds.values()].flatMap((k) => k.times)).sort();
  return { p99: rank(sorted, 99) ?? 0, errors: [...record.kinds.values()].reduce((n, k) => n + k.errors, 0) };
}

/** One line of a run's figures: requests, req/s, p50/p99 and errors over every kind. */
export function summaryLine(record, seconds) {
  const times = [...record.kinds.values()].flatMap((k) => k.times);
  const sorted = Float64Array.from(times).sort();
  const errors = [...record.kinds.values()].reduce((n, k) => n + k.errors, 0);
  return `${times.length} requests, ${(times.length / seconds).toFixed(0)} req/s, p50 ${rank(sorted, 50)?.toFixed(0)} ms, p99 ${rank(sorted, 99)?.toFixed(0)} ms, errors ${errors}, over 5 s ${record.slow.length}, orders ${record.orders}`;
}

/** Each group's req/s, p50/p95/p99 and errors, one column per run ({ name, record, seconds }): the runs side by side. */
export function printComparison(runs) {
  const cell = (times, errors, seconds) => {
    const sorted = Float64Array.from(times).sort();
    const figures = [rank(sorted, 50), rank(sorted, 95), rank(sorted, 99)].map((v) => (v ?? 0).toFixed(0)).join('/');
    return `${(times.length / seconds).toFixed(0)} req/s ${figures} ms ${errors} err`.padStart(34);
  };
  console.log(`\n${'req/s, p50/p95/p99, errors'.padEnd(26)}${runs.map((r) => r.name.padStart(34)).join('')}`);
  for (const group of [...GROUPS, 'every request']) {
    const cells = runs.map(({ record, seconds }) => {
      const kinds = [...record.kinds].filter(([name]) => group === 'every request' || name.startsWith(`${group} `)).map(([, k]) => k);
      return cell(
        kinds.flatMap((k) => k.times),
        kinds.reduce((n, k) => n + k.errors, 0),
        seconds,
      );
    });
    console.log(`${group.padEnd(26)}${cells.join('')}`);
  }
  console.log(`${'over 5 s'.padEnd(26)}${runs.map((r) => String(r.record.slow.length).padStart(34)).join('')}`);
  console.log(`${'orders placed'.padEnd(26)}${runs.map((r) => String(r.record.orders).padStart(34)).join('')}`);
}

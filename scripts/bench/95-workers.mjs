// Every core (issue 26, item 6): one mix of landing pages and cart calls against one server process
// and against WORKERS=2, both on one PostgreSQL database, in the same run, in alternating rounds so
// a noisy spell of this machine lands on both alike. The target: two workers serve at least 1.7
// times what one does on 2 cores. The load comes from this process, on the same cores.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import pg from 'pg';
import { childPids } from '../lib/processes.mjs';
import { landingPages, median, percentile, plentifulVariants } from './_catalog.mjs';
import { benchDatabase, NO_POSTGRES } from './_postgres.mjs';
import { startBuiltServer } from './_server.mjs';
import { shopper } from './60-cart-api.mjs';
import { recordTarget } from './_targets.mjs';

export const title = 'Every core: pages and cart calls at 20 clients, WORKERS=1 against WORKERS=2 on PostgreSQL';
const CLIENTS = 20;
const WARM_S = 8;
const ROUND_S = 10;
const ROUNDS = 3;
const TARGET = 1.7;

/** A page read whole on a kept-alive socket of the client's own, without compression (as autocannon asks). */
function pageReader(url) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return (path) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      http
        .get(url + path, { agent }, (answer) => {
          answer.on('data', () => {});
          answer.on('end', () =>
            answer.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${path}: ${answer.statusCode}`)),
          );
        })
        .on('error', reject);
    });
}

/** One client: three landing pages, then a line added, its quantity changed and removed; again until `until`. */
async function browse(client, until, timings) {
  for (let i = 0; performance.now() < until; i += 1) {
    for (let p = 0; p < 3; p += 1) timings.page.push(await client.page(client.pages[(i * 3 + p) % client.pages.length]));
    const pick = client.picks[i % client.picks.length];
    timings.cart.push(await client.call('POST', '/cop-api/cart/add', { productId: pick.productId, variantId: pick.id, quantity: 1 }));
    timings.cart.push(await client.call('PUT', '/cop-api/cart/quantity', { variantId: pick.id, quantity: 2 }));
    timings.cart.push(await client.call('DELETE', `/cop-api/cart/item?variantId=${pick.id}`));
  }
}

/** Linux counts CPU time in ticks of 1/100 s (USER_HZ). */
const TICK_S = 0.01;

/** CPU seconds one process has used so far (utime and stime, fields 14 and 15 of /proc/<pid>/stat). */
function cpuS(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_S;
}

/** Where the machine's CPU time has gone so far: the server's processes, its primary alone, this bench, all cores busy and in all. */
function cpuSnapshot(pid) {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number);
  const all = ticks.reduce((a, b) => a + b, 0);
  const usage = process.cpuUsage();
  return {
    server: cpuS(pid) + childPids(pid).reduce((sum, child) => sum + cpuS(child), 0),
    primary: cpuS(pid),
    client: (usage.user + usage.system) / 1e6,
    busy: (all - ticks[3] - ticks[4]) * TICK_S,
    all: all * TICK_S,
  };
}

/** CPU seconds so far of each PostgreSQL backend serving the bench's database (the server is on this machine). */
async function backendsCpu(sql) {
  const { rows } = await sql.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
  const seconds = new Map();
  for (const { pid } of rows) {
    try {
      seconds.set(pid, cpuS(pid));
    } catch {
      // ended meanwhile
    }
  }
  return seconds;
}

/** Every client browsing for `seconds`: the requests answered per second, each kind's latencies, the CPU spent. */
async function round(server, seconds, sql) {
  const timings = { page: [], cart: [] };
  const database = await backendsCpu(sql);
  const before = cpuSnapshot(server.pid);
  const workers = childPids(server.pid).join();
  const started = performance.now();
  await Promise.all(server.clients.map((client) => browse(client, started + seconds * 1000, timings))).catch((error) => {
    throw new Error(`WORKERS=${server.workers}: ${error.message}`, { cause: error });
  });
  if (childPids(server.pid).join() !== workers) throw new Error(`WORKERS=${server.workers}: a worker died during the round`);
  const elapsed = (performance.now() - started) / 1000;
  const after = cpuSnapshot(server.pid);
  const cpu = Object.fromEntries(Object.keys(after).map((key) => [key, after[key] - before[key]]));
  // A backend opened during the round counts from its start.
  cpu.postgres = [...(await backendsCpu(sql))].reduce((sum, [pid, used]) => sum + used - (database.get(pid) ?? 0), 0);
  const requests = timings.page.length + timings.cart.length;
  return { rate: requests / elapsed, requests, timings, cpu, rssMb: treeRssMb(server.pid) };
}

/** CPU milliseconds per request answered, of the server, PostgreSQL and this bench's clients, over the rounds. */
function costPerRequest(rounds) {
  const requests = rounds.reduce((sum, r) => sum + r.requests, 0);
  const ms = (key) => (rounds.reduce((sum, r) => sum + r.cpu[key], 0) / requests) * 1000;
  return { server: ms('server'), postgres: ms('postgres'), client: ms('client') };
}

/** The cores each part kept busy over the rounds, from the CPU time it used. */
function coresUsed({ rounds, workers }) {
  const total = (key) => rounds.reduce((sum, r) => sum + r.cpu[key], 0);
  // The machine's ticks over all cores, per core: the wall time the rounds took.
  const wall = total('all') / availableParallelism();
  const share = (seconds) => (seconds / wall).toFixed(2);
  const other = total('busy') - total('server') - total('client') - total('postgres');
  const primary = workers > 1 ? ` (its primary ${share(total('primary'))})` : '';
  return `cores busy: server ${share(total('server'))}${primary}, this bench's clients ${share(total('client'))}, PostgreSQL ${share(total('postgres'))}, the rest of the machine ${share(other)}, idle ${share(total('all') - total('busy'))}`;
}

/** Resident memory of a process and every process it started, in MB. */
function treeRssMb(pid) {
  const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
  return childPids(pid).reduce((sum, child) => sum + treeRssMb(child), rss);
}

export async function run() {
  const variants = await plentifulVariants(20);
  const db = await benchDatabase('_workers');
  if (!db) {
    console.log(NO_POSTGRES);
    return;
  }
  const servers = [];
  const sql = new pg.Client({ connectionString: db.url });
  await sql.connect();
  try {
    // The one-process server seeds the database; the two workers find it seeded.
    for (const workers of [1, 2])
      servers.push({ workers, ...(await startBuiltServer({ DATABASE_URL: db.url, SEED_DEMO: 'always', WORKERS: String(workers) })) });
    const pages = Object.values(await landingPages(servers[0].url));
    const clientsOf = (server) =>
      Promise.all(
        Array.from({ length: CLIENTS }, async (_, i) => ({
          page: pageReader(server.url),
          pages,
          call: await shopper(server.url),
          picks: variants.filter((_, j) => j % CLIENTS === i).slice(0, 10),
        })),
      );
    for (const server of servers) {
      server.clients = await clientsOf(server);
      server.rounds = [];
      // Warm: JIT, kept pages, the pool's connections; the second worker is up long before the end.
      await round(server, WARM_S, sql);
    }
    for (let r = 0; r < ROUNDS; r += 1) for (const server of servers) server.rounds.push(await round(server, ROUND_S, sql));
    for (const server of servers) {
      const all = { page: server.rounds.flatMap((x) => x.timings.page), cart: server.rounds.flatMap((x) => x.timings.cart) };
      server.rate = median(server.rounds.map((x) => x.rate));
      const kinds = Object.entries(all)
        .map(([kind, values]) => `${kind} p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms`)
        .join('; ');
      console.log(
        `WORKERS=${server.workers}: ${server.rate.toFixed(0).padStart(5)} req/s (rounds ${server.rounds.map((x) => x.rate.toFixed(0)).join(', ')}); ${kinds}; resident at the end of a round up to ${Math.max(...server.rounds.map((x) => x.rssMb)).toFixed(0)} MB over all its processes`,
      );
      console.log(`  ${coresUsed(server)}`);
    }
    const ratio = servers[1].rate / servers[0].rate;
    console.log(`two workers serve ${ratio.toFixed(2)}x one process (target >= ${TARGET}x on 2 cores) ${ratio >= TARGET ? 'ok' : 'LOW'}`);
    // With every core busy and nothing else running, two workers answer at most cores / (CPU per
    // request of the server, PostgreSQL and the clients), all on this one machine.
    const cost = costPerRequest(servers[1].rounds);
    const ceiling = availableParallelism() / ((cost.server + cost.postgres + cost.client) / 1000);
    recordTarget({
      measure: 'WORKERS=2 against one process, mixed load',
      database: 'PostgreSQL',
      value: ratio,
      target: TARGET,
      unit: 'x',
      atLeast: true,
      note: `ceiling here ${(ceiling / servers[0].rate).toFixed(2)}x`,
    });
    console.log(
      `CPU per request with two workers: server ${cost.server.toFixed(2)} ms (one process: ${costPerRequest(servers[0].rounds).server.toFixed(2)} ms), PostgreSQL ${cost.postgres.toFixed(2)} ms, clients ${cost.client.toFixed(2)} ms: this machine's ceiling for two workers is ${ceiling.toFixed(0)} req/s, ${(ceiling / servers[0].rate).toFixed(2)}x one process`,
    );
  } finally {
    await sql.end();
    for (const server of servers) await server.stop();
    await db.drop();
  }
}

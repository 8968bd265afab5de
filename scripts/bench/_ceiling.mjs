// The ceiling of each kept page (issue 26, item 10), for 40-throughput.mjs: the store's req/s for a
// page against a plain node:http server sending the very same answer from memory (_same-bytes-server.mjs,
// in a process of its own), in the same run, for a visitor (no cookie) and a signed-in member (the
// demo member's session cookie), each as autocannon asks by default (no compression: the issue's
// figures) and as a browser asks (Accept-Encoding: the store answers br).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { kb, landingPages } from './_catalog.mjs';
import { signIn } from './_member.mjs';
import { startHelperServer } from './_server.mjs';

const CONNECTIONS = 10;
const WARM_S = 1;
const MEASURE_S = 3;
const TARGET_SHARE = 50;
const ENCODINGS = { identity: {}, browser: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } };

const load = (url, headers, duration) =>
  new Promise((resolve, reject) =>
    autocannon({ url, headers, duration, connections: CONNECTIONS }, (error, result) => (error ? reject(error) : resolve(result))),
  );

/** The store's answer to one request exactly as it came over the wire: status, raw headers, body bytes. */
const capture = (url, headers) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (answer) => {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode, headers: answer.rawHeaders, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

/** req/s over MEASURE_S seconds after a warm-up, with the errors and non-2xx answers met. */
async function rate(url, headers) {
  await load(url, headers, WARM_S);
  const result = await load(url, headers, MEASURE_S);
  return { rate: result.requests.average, failed: result.errors + result.timeouts + result.non2xx };
}

/** Prints the table: each kept page, viewer and encoding, the store against the same bytes from memory. */
export async function ceilingTable(storeUrl) {
  const pages = await landingPages(storeUrl);
  const { cookie } = await signIn(storeUrl);
  const cases = [];
  for (const [page, path] of Object.entries(pages))
    for (const [viewer, who] of [
      ['visitor', {}],
      ['member', { Cookie: cookie }],
    ])
      for (const [encoding, accept] of Object.entries(ENCODINGS))
        cases.push({ page, path, viewer, encoding, headers: { ...who, ...accept } });
  // The answer a second request gets, so a page the store keeps is captured as it is served kept.
  for (const c of cases) {
    await capture(storeUrl + c.path, c.headers);
    c.answer = await capture(storeUrl + c.path, c.headers);
    if (c.answer.status !== 200) throw new Error(`${c.path} answered ${c.answer.status} to a ${c.viewer}`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'bench-ceiling-'));
  const file = join(dir, 'pages.json');
  writeFileSync(file, JSON.stringify(cases.map(({ answer }) => ({ ...answer, body: answer.body.toString('base64') }))));
  const plain = await startHelperServer(['scripts/bench/_same-bytes-server.mjs'], { PAGES_FILE: file });
  try {
    console.log(
      `\nkept pages against the same bytes from memory (plain node:http, own process; autocannon ${CONNECTIONS} connections, ${MEASURE_S} s each after ${WARM_S} s warm-up; target share >= ${TARGET_SHARE}%)`,
    );
    console.log(
      `${'page'.padEnd(9)} ${'viewer'.padEnd(8)} ${'encoding'.padEnd(9)} ${'bytes'.padStart(9)} ${'kept'.padEnd(5)} ${'store'.padStart(7)} ${'same bytes'.padStart(10)}  share`,
    );
    for (const [i, c] of cases.entries()) {
      const store = await rate(storeUrl + c.path, c.headers);
      const same = await rate(`${plain.url}/${i}`, c.headers);
      const share = (store.rate / same.rate) * 100;
      const at = (name) => c.answer.headers.findIndex((h, j) => j % 2 === 0 && h.toLowerCase() === name);
      const header = (name) => (at(name) === -1 ? undefined : c.answer.headers[at(name) + 1]);
      const failed = store.failed + same.failed > 0 ? `  (failed: store ${store.failed}, same bytes ${same.failed})` : '';
      console.log(
        `${c.page.padEnd(9)} ${c.viewer.padEnd(8)} ${(header('content-encoding') ?? 'none').padEnd(9)} ${kb(c.answer.body.length).padStart(9)} ${(header('x-page-cache') ?? '-').padEnd(5)} ${store.rate.toFixed(0).padStart(7)} ${same.rate.toFixed(0).padStart(10)}  ${share.toFixed(0).padStart(4)}% ${share >= TARGET_SHARE ? 'ok' : 'LOW'}${failed}`,
      );
    }
  } finally {
    await plain.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

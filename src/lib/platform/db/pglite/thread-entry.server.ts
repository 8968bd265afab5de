import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { pgliteClient, snapshotPglite } from './client.server';
import { runNamed } from './named.server';
import { carry, type QueryShape, type Reply, type Request, type ThreadOptions } from './protocol';

// The database's thread: PGlite runs here, so its WebAssembly works on one core while the store's
// thread answers HTTP and renders on the other (docs/decisions/0052-database-thread.md). Requests
// are taken in the order they come; PGlite's own locks keep a transaction's statements together.

const port = parentPort;
if (!port) throw new Error('thread-entry.server.ts runs as a worker thread');

const send = (reply: Reply, transfer?: ArrayBuffer[]) => port.postMessage(reply, transfer);
const keepText = (value: string) => value;

// PGlite merges a query's own parsers into its table of several hundred (one per type and array
// type) on every query that brings any: some 250 µs, more than many statements take. The types
// Drizzle keeps as text are the same on every query, so they go into the table once, from the
// first query that names any; a query with another set (none of the store's) brings its own
// parsers, and the table's for the types installed, as PGlite would have parsed them.
let installed: { key: string; types: number[]; replaced: QueryOptions['parsers'] } | undefined;
const optionsByShape = new Map<string, QueryOptions>();

/** PGlite's options for a shape, made once per shape (Drizzle asks for two). */
function optionsOf(pg: PGlite, shape: QueryShape): QueryOptions {
  const key = shape.textTypes.join(',');
  if (installed === undefined && key !== '') {
    installed = { key, types: shape.textTypes, replaced: Object.fromEntries(shape.textTypes.map((type) => [type, pg.parsers[type]])) };
    for (const type of shape.textTypes) pg.parsers[type] = keepText;
    // Options made before lean on the table as it was.
    optionsByShape.clear();
  }
  const shapeKey = `${shape.rowMode}:${key}`;
  let options = optionsByShape.get(shapeKey);
  if (!options) {
    const own = Object.fromEntries(shape.textTypes.map((type) => [type, keepText]));
    options = key === installed?.key ? { rowMode: shape.rowMode } : { rowMode: shape.rowMode, parsers: { ...installed?.replaced, ...own } };
    optionsByShape.set(shapeKey, options);
  }
  return options;
}

/** The statements of one open transaction, in order, for the callback PGlite holds it open in. */
class Inbox {
  #items: Request[] = [];
  #waiting: ((request: Request) => void) | undefined;
  push(request: Request): void {
    if (this.#waiting) {
      this.#waiting(request);
      this.#waiting = undefined;
    } else this.#items.push(request);
  }
  next(): Promise<Request> {
    const item = this.#items.shift();
    return item ? Promise.resolve(item) : new Promise((resolve) => (this.#waiting = resolve));
  }
}

const transactions = new Map<number, Inbox>();
const unlisteners = new Map<string, () => Promise<void>>();

async function statement(pg: PGlite, request: Request, on: PGlite | Transaction): Promise<unknown> {
  if (request.op === 'query') {
    const options = optionsOf(pg, request.shape);
    // A statement with parameters runs under a name, parsed once (named.server.ts); one without
    // (a migration's, a SET) is parsed as it comes.
    const named = request.params.length > 0 ? await runNamed(pg, request.sql, request.params, options, on !== pg) : undefined;
    // Drizzle maps rows by the columns it asked for: the answer's field list need not cross.
    const { rows, affectedRows } = named ?? (await on.query(request.sql, request.params, options));
    return { rows, affectedRows };
  }
  if (request.op === 'exec') return on.exec(request.sql);
  throw new Error(`${request.op} is not a statement`);
}

/** Opens a transaction that stays open until its `end`, running its statements as they come. */
function begin(pg: PGlite, id: number): void {
  const inbox = new Inbox();
  transactions.set(id, inbox);
  let endId = id;
  pg.transaction(async (tx) => {
    // Its statements may already be in the inbox: the store sends them without waiting for this.
    send({ id, ok: true, value: id });
    for (;;) {
      const request = await inbox.next();
      if (request.op === 'end') {
        endId = request.id;
        if (!request.commit) await tx.rollback();
        return;
      }
      await answer(request.id, () => statement(pg, request, tx));
    }
  })
    .then(
      () => send({ id: endId, ok: true, value: undefined }),
      (error) => send({ id: endId, ok: false, error: carry(error) }),
    )
    .finally(() => transactions.delete(id));
}

async function answer(id: number, work: () => Promise<unknown>): Promise<void> {
  try {
    send({ id, ok: true, value: await work() });
  } catch (error) {
    send({ id, ok: false, error: carry(error) });
  }
}

async function listen(pg: PGlite, channel: string): Promise<void> {
  if (unlisteners.has(channel)) return;
  // PGlite calls this while it reads the committing statement's answer, so the notice is posted
  // before that statement's reply: the store's thread hears of a change before its writer resumes.
  unlisteners.set(channel, await pg.listen(channel, (payload) => send({ notice: channel, payload })));
}

function handle(pg: PGlite, request: Request): void {
  if ((request.op === 'query' || request.op === 'exec') && request.tx !== undefined) {
    const inbox = transactions.get(request.tx);
    if (inbox) inbox.push(request);
    else send({ id: request.id, ok: false, error: carry(new Error('the transaction has ended')) });
    return;
  }
  switch (request.op) {
    case 'begin':
      begin(pg, request.id);
      return;
    case 'end':
      transactions.get(request.tx)?.push(request);
      return;
    case 'listen':
      void answer(request.id, () => listen(pg, request.channel));
      return;
    case 'unlisten':
      void answer(request.id, async () => {
        await unlisteners.get(request.channel)?.();
        unlisteners.delete(request.channel);
      });
      return;
    case 'snapshot':
      void snapshotPglite(pg).then(
        (tar) => send({ id: request.id, ok: true, value: tar }, [tar.buffer as ArrayBuffer]),
        (error) => send({ id: request.id, ok: false, error: carry(error) }),
      );
      return;
    case 'close':
      void answer(request.id, () => pg.close()).then(() => port?.close());
      return;
    default:
      void answer(request.id, () => statement(pg, request, pg));
  }
}

try {
  const pg = await pgliteClient((workerData as ThreadOptions).folder);
  port.on('message', (request: Request) => handle(pg, request));
  send({ opened: true });
} catch (error) {
  send({ opened: false, error: carry(error) });
}

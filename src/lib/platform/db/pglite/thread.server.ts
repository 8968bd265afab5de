import { Worker } from 'node:worker_threads';
import { type CarriedError, type QueryShape, type Reply, type Request, revive } from './protocol';

// The store's side of the database thread (thread-entry.server.ts): a client that Drizzle's PGlite
// driver takes for a PGlite, whose every call is a message to the thread and its answer.

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Call = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;
type Parsers = Record<number, (value: string) => unknown>;

/** What Drizzle's PGlite driver calls on a transaction. */
export interface ThreadTransaction {
  query(sql: string, params?: unknown[], options?: { rowMode?: 'array' | 'object'; parsers?: Parsers }): Promise<unknown>;
  exec(sql: string): Promise<unknown>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/** The shape of a query's answer; the parsers Drizzle passes only keep some types as text. */
function shapeOf(options?: { rowMode?: 'array' | 'object'; parsers?: Parsers }): QueryShape {
  return { rowMode: options?.rowMode ?? 'object', textTypes: Object.keys(options?.parsers ?? {}).map(Number) };
}

/** A PGlite in a worker thread, used as Drizzle uses a PGlite. */
export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #next = 1;
  #stopped: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => this.#receive(reply));
    worker.on('error', (error) => this.#stop(error));
    worker.on('exit', () => this.#stop(new Error('the database thread has stopped')));
  }

  /** Starts the thread on `folder` (none: in memory) and resolves once its PGlite is ready. */
  static open(entry: string | URL, folder: string | undefined, execArgv?: string[]): Promise<PgliteThread> {
    const worker = new Worker(entry, { workerData: { folder }, execArgv });
    return new Promise((resolve, reject) => {
      const opened = (reply: Reply) => {
        if (!('opened' in reply)) return;
        worker.off('message', opened);
        worker.off('error', reject);
        if (reply.opened) resolve(new PgliteThread(worker));
        else void worker.terminate().finally(() => reject(revive(reply.error)));
      };
      worker.on('message', opened);
      worker.once('error', reject);
    });
  }

  #receive(reply: Reply): void {
    if ('notice' in reply) {
      for (const listener of this.#listeners.get(reply.notice) ?? []) listener(reply.payload);
      return;
    }
    if (!('id' in reply)) return;
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    // Idle, the thread does not keep the process alive; a caller waiting on it does.
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(revive(reply.error as CarriedError));
  }

  #stop(error: Error): void {
    this.#stopped ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  #call(call: Call): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#next++;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...call, id });
    });
  }

  query(sql: string, params: unknown[] = [], options?: { rowMode?: 'array' | 'object'; parsers?: Parsers }): Promise<unknown> {
    return this.#call({ op: 'query', sql, params, shape: shapeOf(options) });
  }

  exec(sql: string): Promise<unknown> {
    return this.#call({ op: 'exec', sql });
  }

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws or rolls back. */
  async transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    // The thread opens the transaction's inbox as it reads `begin`, before any statement sent after
    // it: the first statement need not wait a round trip. A `begin` that fails is seen at the end.
    const tx = this.#next;
    const begun = this.#call({ op: 'begin' });
    // Awaited at the end; heard now, so that a failure meanwhile is not an unhandled rejection.
    begun.catch(() => undefined);
    let closed = false;
    const end = async (commit: boolean) => {
      closed = true;
      await begun;
      return this.#call({ op: 'end', tx, commit });
    };
    const handle: ThreadTransaction = {
      query: (sql, params = [], options) => this.#call({ op: 'query', sql, params, shape: shapeOf(options), tx }),
      exec: (sql) => this.#call({ op: 'exec', sql, tx }),
      rollback: async () => {
        if (!closed) await end(false);
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await work(handle);
    } catch (error) {
      if (!closed) await end(false).catch(() => undefined);
      throw error;
    }
    if (!closed) await end(true);
    return result;
  }

  /** Calls `listener` with each notice's payload on `channel`; resolves to how to stop. */
  async listen(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>> {
    const listeners = this.#listeners.get(channel) ?? new Set();
    this.#listeners.set(channel, listeners);
    listeners.add(listener);
    if (listeners.size === 1) await this.#call({ op: 'listen', channel });
    return async () => {
      listeners.delete(listener);
      if (listeners.size === 0) {
        this.#listeners.delete(channel);
        await this.#call({ op: 'unlisten', channel });
      }
    };
  }

  /** The folder as one uncompressed tar, consistent (see snapshotPglite). */
  snapshot(): Promise<Uint8Array> {
    return this.#call({ op: 'snapshot' }) as Promise<Uint8Array>;
  }

  /** Closes PGlite (it flushes its folder) and ends the thread. */
  async close(): Promise<void> {
    if (this.#stopped) return;
    const exited = new Promise((resolve) => this.#worker.once('exit', resolve));
    await this.#call({ op: 'close' });
    // Unreferenced once idle: held until the thread has ended, so a caller that exits next finds the folder closed.
    this.#worker.ref();
    await exited;
  }
}

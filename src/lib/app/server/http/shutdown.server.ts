import type { RequestListener, Server, ServerResponse } from 'node:http';
import { closeDb, logger } from '@lib/platform/index.server';
import { STOP_MESSAGE } from '@lib/app/server/workers/rules';

let draining = false;

/** Whether this process is shutting down: /readyz then answers 503, so a balancer stops sending to it. */
export function isDraining(): boolean {
  return draining;
}

/**
 * Graceful shutdown on SIGTERM and SIGINT: stop accepting connections, let the requests in flight
 * finish (up to a deadline, then cut what is left), and only then close the database, so no
 * acknowledged request loses its answer or its write. A second signal cuts at once.
 */
export class GracefulShutdown {
  readonly #inFlight = new Set<ServerResponse>();
  #server: Server | undefined;
  #closing = false;
  #settle: (() => void) | undefined;
  readonly #beforeClose: (() => Promise<void>)[] = [];

  constructor(private readonly deadlineMs: number) {}

  /** Listens for the signals; call before the database opens, so a signal during start also closes it. */
  onSignals(): this {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void this.shutdown(signal));
    return this;
  }

  /**
   * In a worker process (workers/primary.server.ts): the primary's stop message drains as a first
   * signal does, and never cuts a shutdown already under way (a terminal's Ctrl-C reaches the
   * workers and the primary alike).
   */
  onPrimary(): this {
    process.on('message', (message) => {
      if (message === STOP_MESSAGE && !this.#closing) void this.shutdown('stop from the primary');
    });
    return this;
  }

  /** Work to finish after the requests and before the database closes (a backup in progress). */
  beforeDatabaseCloses(task: () => Promise<void>): this {
    this.#beforeClose.push(task);
    return this;
  }

  /** The server whose connections are drained at shutdown. */
  serve(server: Server): void {
    this.#server = server;
  }

  /** Wraps the request listener so every request is counted until its answer is done. */
  track(listener: RequestListener): RequestListener {
    return (request, response) => {
      this.#inFlight.add(response);
      // A request that arrives on an open connection while draining is served, and its connection closed.
      if (this.#closing) response.setHeader('Connection', 'close');
      response.once('close', () => {
        this.#inFlight.delete(response);
        if (this.#inFlight.size === 0) this.#settle?.();
      });
      listener(request, response);
    };
  }

  /** Drains the server, closes the database, and ends the process. */
  async shutdown(signal: string): Promise<void> {
    if (this.#closing) {
      this.#settle?.();
      return;
    }
    this.#closing = true;
    draining = true;
    logger.info({ signal, inFlight: this.#inFlight.size }, 'shutting down: no new connections, finishing requests in flight');
    this.#server?.close();
    for (const response of this.#inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
    if (!(await this.#drained())) {
      logger.warn(
        { inFlight: this.#inFlight.size, deadlineMs: this.deadlineMs },
        'shutdown deadline passed; closing the requests still open',
      );
    }
    this.#server?.closeAllConnections();
    for (const task of this.#beforeClose) await task().catch((error) => logger.error({ err: error }, 'shutdown task failed'));
    try {
      await closeDb();
      logger.info('database closed');
    } catch (error) {
      logger.error({ err: error }, 'database close failed');
    }
    process.exit(0);
  }

  /** True once no request is in flight, false when the deadline (or a second signal) came first. */
  #drained(): Promise<boolean> {
    if (this.#inFlight.size === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.#settle?.(), this.deadlineMs);
      this.#settle = () => {
        clearTimeout(timer);
        this.#settle = undefined;
        resolve(this.#inFlight.size === 0);
      };
    });
  }
}

import type { RequestListener, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { closeDb, logger } from '@lib/platform/index.server';
import { STOP_MESSAGE } from '@lib/app/server/workers/rules';

let draining = false;

/** Whether this process is shutting down: /readyz then answers 503, so a balancer stops sending to it. */
export function isDraining(): boolean {
  return draining;
}

/**
 * After the signal, the listener stays open until it has accepted no connection for this long:
 * Node (libuv) accepts one connection per turn of its event loop, so on a busy server (a password hash a
 * request) connections wait in the listening socket's backlog, and closing it resets them, their
 * request sent or not. Long enough for a turn of the loop and, with worker processes, for the
 * primary to hand a worker the next connection it holds (workers/primary.server.ts).
 */
const QUIET_MS = 50;

/**
 * Then, how often the open connections are looked at: one that stayed silent (no request in
 * flight, no byte read) from one look to the next is closed. The bytes a client sent before the
 * signal are read by then however busy the process was (see #closeSilentConnections); the time
 * itself covers the bytes still on their way, and a kept-alive connection a balancer is about to
 * use. Each idle connection makes a shutdown this much longer, at most twice this.
 */
const SILENCE_MS = 500;

/** Resolves after `ms` and then one poll of the event loop (a timer, then setImmediate): what was sent before is read. */
const afterPoll = (ms: number) => new Promise<void>((resolve) => setTimeout(() => setImmediate(resolve), ms));

/**
 * Graceful shutdown on SIGTERM and SIGINT: stop accepting connections, answer every request that
 * reached the server before the signal, and only then close the database, so no acknowledged
 * request loses its answer or its write. Up to a deadline, then what is left is cut; a second
 * signal cuts at once.
 *
 * A request that reached the server is not only one in flight. Its connection may wait in the
 * listening socket's backlog (Node accepts one connection per turn of the event loop, and a turn
 * of a busy server is long: a password hash, a query), or be accepted with its request in the
 * socket buffer, unread. Closing the listener resets the first; http.Server's close() destroys the
 * second at once, as Node deems it idle. Either way the client gets a reset, and cannot retry a
 * POST. So the listener closes only once the backlog is empty, no connection is closed then, and
 * a connection is closed only once it has stayed silent for a while; every answer after the
 * signal says `Connection: close`, so a kept-alive client (a balancer) takes its next request
 * elsewhere, and Node closes the connection once the answer is sent.
 */
export class GracefulShutdown {
  readonly #inFlight = new Set<ServerResponse>();
  /** The server's open connections, each until it closes. */
  readonly #connections = new Set<Socket>();
  #server: Server | undefined;
  #closing = false;
  /** A second signal came: what is still open is cut. */
  #cut = false;
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
    server.on('connection', (socket: Socket) => {
      this.#connections.add(socket);
      socket.once('close', () => {
        this.#connections.delete(socket);
        this.#settleIfDone();
      });
    });
  }

  /** Wraps the request listener so every request is counted until its answer is done. */
  track(listener: RequestListener): RequestListener {
    return (request, response) => {
      this.#inFlight.add(response);
      // A request that arrives on an open connection while draining is served, and its connection closed.
      if (this.#closing) response.setHeader('Connection', 'close');
      response.once('close', () => {
        this.#inFlight.delete(response);
        this.#settleIfDone();
      });
      listener(request, response);
    };
  }

  /** Drains the server, closes the database, and ends the process. */
  async shutdown(signal: string): Promise<void> {
    if (this.#closing) {
      this.#cut = true;
      this.#settle?.();
      return;
    }
    this.#closing = true;
    draining = true;
    const deadline = performance.now() + this.deadlineMs;
    // Answers not begun yet close their connection once sent (track() does the same for the requests still to come).
    for (const response of this.#inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
    await this.#stopListening(deadline);
    logger.info(
      { signal, inFlight: this.#inFlight.size, connections: this.#connections.size },
      'shutting down: no new connections, finishing requests in flight',
    );
    const stopLooking = this.#closeSilentConnections();
    const drained = await this.#drained(deadline);
    stopLooking();
    if (!drained) {
      logger.warn(
        { inFlight: this.#inFlight.size, connections: this.#connections.size, deadlineMs: this.deadlineMs },
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

  /**
   * Stops listening once the backlog is empty: when QUIET_MS (and a poll of the event loop) went
   * by without a new connection, or at the deadline, or on a second signal. Connections that keep
   * coming (a balancer that has not yet seen /readyz at 503) are served meanwhile. It is net.Server's
   * close, not http.Server's: that one also destroys at once the connections Node deems idle,
   * among them those whose request is still unread in the socket buffer.
   */
  async #stopListening(deadline: number): Promise<void> {
    const server = this.#server;
    if (!server) return;
    let accepted = 0;
    const count = () => {
      accepted += 1;
    };
    server.on('connection', count);
    do {
      accepted = 0;
      await afterPoll(QUIET_MS);
    } while (accepted > 0 && !this.#cut && performance.now() < deadline);
    server.off('connection', count);
    NetServer.prototype.close.call(server);
  }

  /**
   * Every SILENCE_MS closes the connections that stayed silent since the last look: no request in
   * flight at either look, and no byte read in between (Socket.bytesRead counts what the HTTP
   * parser reads). Each look comes after a poll of the event loop, so the bytes that reached a
   * socket before it are read, and counted, however long the loop was busy: only a connection with
   * nothing sent is closed. Answers the stop of the looks.
   */
  #closeSilentConnections(): () => void {
    /** The bytes each connection had read at the last look, when it had no request in flight. */
    const heard = new Map<Socket, number>();
    let looking = true;
    const look = () => {
      if (!looking) return;
      const busy = new Set([...this.#inFlight].map((response) => response.req.socket));
      for (const socket of this.#connections) {
        if (busy.has(socket)) heard.delete(socket);
        else if (heard.get(socket) === socket.bytesRead) socket.destroy();
        else heard.set(socket, socket.bytesRead);
      }
      void afterPoll(SILENCE_MS).then(look);
    };
    look();
    return () => {
      looking = false;
    };
  }

  /** Ends the wait for the drain once no request is in flight and no connection open. */
  #settleIfDone(): void {
    if (this.#inFlight.size === 0 && this.#connections.size === 0) this.#settle?.();
  }

  /** True once no request is in flight and no connection open, false when the deadline (or a second signal) came first. */
  #drained(deadline: number): Promise<boolean> {
    const done = () => this.#inFlight.size === 0 && this.#connections.size === 0;
    if (done() || this.#cut) return Promise.resolve(done());
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.#settle?.(), Math.max(0, deadline - performance.now()));
      this.#settle = () => {
        clearTimeout(timer);
        this.#settle = undefined;
        resolve(done());
      };
    });
  }
}

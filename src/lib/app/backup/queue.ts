// One backup at a time. A request while one runs is not lost and not run alongside it: it waits,
// and one more backup runs after the current one (its snapshot then holds everything written
// before the request). Requests arriving while that one waits share it.

/** Runs `take` one at a time, coalescing the requests that arrive while it runs into one more run. */
export class BackupQueue<T> {
  #running: Promise<T> | undefined;
  #next: Promise<T> | undefined;
  #stopped = false;

  constructor(private readonly take: () => Promise<T>) {}

  /** A backup taken no earlier than now; undefined once stopped (the store is shutting down). */
  request(): Promise<T> | undefined {
    if (this.#stopped) return undefined;
    if (!this.#running) return this.#start();
    this.#next ??= this.#running.then(
      () => this.#afterCurrent(),
      () => this.#afterCurrent(),
    );
    return this.#next;
  }

  /** Whether a backup is running now. */
  get busy(): boolean {
    return this.#running !== undefined;
  }

  /** Refuses new requests, and resolves once the running and the waiting backups have finished. */
  async stop(): Promise<void> {
    this.#stopped = true;
    while (this.#running || this.#next) await Promise.allSettled([this.#running, this.#next]);
  }

  #afterCurrent(): Promise<T> {
    this.#next = undefined;
    return this.#start();
  }

  #start(): Promise<T> {
    const run = this.take();
    this.#running = run;
    const done = () => {
      if (this.#running === run) this.#running = undefined;
    };
    run.then(done, done);
    return run;
  }
}

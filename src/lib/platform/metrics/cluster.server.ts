import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

// With several workers (docs/decisions/0033) a scrape lands on one of them; it asks the primary,
// which gathers every worker's registry (prom-client's AggregatorRegistry: counters and histograms
// summed, each default metric by its own rule) and hands the whole back.

const ASK = 'storefront:metrics';
const ANSWER = 'storefront:metrics-answer';
const WAIT_MS = 5_000;

interface Ask {
  type: typeof ASK;
  id: number;
}
interface Answer {
  type: typeof ANSWER;
  id: number;
  body?: string;
  error?: string;
}

/** In the primary: answers a worker's ask with the metrics of every worker. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: Ask) => {
    if (message?.type !== ASK) return;
    const reply = (answer: Omit<Answer, 'type' | 'id'>) => worker.isConnected() && worker.send({ type: ANSWER, id: message.id, ...answer });
    aggregator.clusterMetrics().then(
      (body) => reply({ body }),
      (error: Error) => reply({ error: error.message }),
    );
  });
}

/** In a worker: offers the registry to the primary's gathering. */
export function joinClusterMetrics(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  // Made once for its side effect: the worker's answer to the primary's gathering.
  new AggregatorRegistry();
}

let asked = 0;
/** In a worker: the metrics of every worker, in the text format, from the primary. */
export function clusterMetrics(): Promise<string> {
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    const onMessage = (message: Answer) => {
      if (message?.type !== ANSWER || message.id !== id) return;
      done();
      if (message.body === undefined) reject(new Error(`the primary could not gather the metrics: ${message.error}`));
      else resolve(message.body);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('the primary did not answer for the metrics'));
    }, WAIT_MS);
    process.on('message', onMessage);
    process.send?.({ type: ASK, id } satisfies Ask);
  });
}

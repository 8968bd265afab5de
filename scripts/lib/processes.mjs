// Shared by tests and benches: the processes a server started (a primary's workers), from /proc.
import { readdirSync, readFileSync } from 'node:fs';

/** The ids of the processes `pid` has started, over all its threads. */
export function childPids(pid) {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
}

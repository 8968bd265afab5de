/** The ids of the processes `pid` has started, over all its threads. */
export function childPids(pid: number): number[];

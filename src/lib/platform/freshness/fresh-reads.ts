/**
 * Shares a read among the callers that ask for the same key before it starts. The read starts
 * after every one of them asked (on the next turn of the event loop), so each still sees data at
 * least as new as its call, and a crowd asking at once costs one read instead of one each.
 */
export function freshReads<V>(read: (key: string) => Promise<V>): (key: string) => Promise<V> {
  const waiting = new Map<string, Promise<V>>();
  return (key) => {
    let pending = waiting.get(key);
    if (!pending) {
      pending = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        // From here on a caller needs a read that starts after it: the next one.
        waiting.delete(key);
        return read(key);
      });
      waiting.set(key, pending);
    }
    return pending;
  };
}

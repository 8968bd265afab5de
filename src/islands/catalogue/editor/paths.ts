// Reading and writing a value deep in a page's document by its path ("tr.data.blocks.0.title"),
// the same paths the server's field errors and diffs use. Writes copy, never mutate: React sees a
// new object at every level that changed. Client-safe and pure.

/** A path's segments: "a.0.b" → ["a", "0", "b"]; an array of segments is taken as it is. */
const segmentsOf = (path: string | readonly string[]) => (typeof path === 'string' ? (path === '' ? [] : path.split('.')) : path);

/** The value at a path, or undefined where any step is missing. */
export function getPath(root: unknown, path: string | readonly string[]): unknown {
  let node = root;
  for (const segment of segmentsOf(path)) {
    if (node == null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** A copy of root with the value at path replaced (undefined removes an object's key); missing steps are created. */
export function setPath<T>(root: T, path: string | readonly string[], value: unknown): T {
  const [head, ...rest] = segmentsOf(path);
  if (head === undefined) return value as T;
  const child = rest.length === 0 ? value : setPath(getPath(root, [head]), rest, value);
  const base = root != null && typeof root === 'object' ? (root as Record<string, unknown>) : /^\d+$/.test(head) ? [] : {};
  if (Array.isArray(base)) {
    const copy: unknown[] = [...base];
    copy[Number(head)] = child;
    return copy as T;
  }
  const copy: Record<string, unknown> = { ...base };
  if (child === undefined) delete copy[head];
  else copy[head] = child;
  return copy as T;
}

/** Joins path segments, skipping empty ones: joinPath("tr.data", "blocks", 0) → "tr.data.blocks.0". */
export function joinPath(...segments: (string | number)[]): string {
  return segments.filter((s) => s !== '').join('.');
}

/** Moves an array's item from one position to another (reorder), returning a new array. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return [...items];
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item as T);
  return copy;
}

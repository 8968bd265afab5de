import type { IncomingMessage } from 'node:http';
import type { ErrorName } from '@lib/platform';

/** A path whose body may be larger than a JSON call's (an upload): its cap, and the refusal past it. */
export interface BodyAllowance {
  limit: number;
  code: ErrorName;
  params?: Record<string, string | number>;
}

/** The allowance of a request: its path's own, else the JSON limit refused as REQUEST_TOO_LARGE. */
export function allowanceOf(url: string | undefined, bodyLimit: number, larger: Record<string, BodyAllowance>): BodyAllowance {
  const path = (url ?? '/').split('?')[0]!;
  return Object.hasOwn(larger, path) ? larger[path]! : { limit: bodyLimit, code: 'REQUEST_TOO_LARGE' };
}

/** What the listener knows of a request's body from its head alone. */
export type DeclaredBody = 'none' | 'within' | 'tooLarge' | 'chunked';

/**
 * Judges a body by its head: a Content-Length over the limit is refused before a byte of it is
 * read; a body sent in chunks has no length and must be counted as it arrives (collectBody).
 */
export function declaredBody(request: IncomingMessage, limit: number): DeclaredBody {
  const length = request.headers['content-length'];
  // Node refuses a request that sends both headers, or a malformed length, before it gets here.
  if (length !== undefined) {
    const bytes = Number(length);
    if (bytes === 0) return 'none';
    return bytes > limit ? 'tooLarge' : 'within';
  }
  return request.headers['transfer-encoding'] ? 'chunked' : 'none';
}

/** A chunked body read whole, or why not: past the limit (reading stopped) or the client went away. */
export type CollectedBody = { kind: 'body'; body: Buffer } | { kind: 'tooLarge' } | { kind: 'aborted' };

/**
 * Reads a chunked body, counting as it streams and keeping at most `limit` bytes: at the first
 * byte past the limit it stops reading (the request is paused, nothing more is buffered).
 */
export function collectBody(request: IncomingMessage, limit: number): Promise<CollectedBody> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: CollectedBody) => {
      request.off('data', onData).off('end', onEnd).off('error', onAbort).off('close', onAbort);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.pause();
        finish({ kind: 'tooLarge' });
      } else chunks.push(chunk);
    };
    const onEnd = () => finish({ kind: 'body', body: Buffer.concat(chunks, size) });
    const onAbort = () => finish({ kind: 'aborted' });
    // A client gone before the end: 'error' (reset) or a 'close' that came without 'end'.
    request.on('data', onData).on('end', onEnd).on('error', onAbort).on('close', onAbort);
  });
}

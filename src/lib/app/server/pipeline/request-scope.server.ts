import type { MiddlewareHandler } from 'astro';
import { inRequest } from '@lib/platform/index.server';

/**
 * Runs the request in its one scope (platform/freshness/request-scope.server.ts), where a read
 * (GET, HEAD) reads each version once and shows one version throughout. The listener opened it
 * already for the built server; this step opens it under `astro dev` and in-process calls.
 */
export const oneRequestScope: MiddlewareHandler = (context, next) =>
  inRequest({ reads: context.request.method === 'GET' || context.request.method === 'HEAD' }, next);

import type { MiddlewareHandler } from 'astro';
import { loadSession } from '@lib/session/session.server';
import { deviceOf } from '@lib/routing/routes';

/** Loads the visitor's session (one query, only when a session cookie came) and the device type. */
export const loadContext: MiddlewareHandler = async (context, next) => {
  const { locals, cookies, request } = context;
  locals.session = await loadSession(cookies, locals.https);
  locals.device = deviceOf(request.headers.get('user-agent'));
  return next();
};

import type { APIRoute } from 'astro';
import { env, sandboxMessage } from '@lib/platform/index.server';

/**
 * One e-mail the sandbox received, as its HTML part: what the shopper's mail client would show.
 * Development only (DEV_OUTBOX=1); served sandboxed, so the message can run nothing on this origin.
 */
export const GET: APIRoute = async ({ params }) => {
  const id = Number(params.id);
  const message = env().DEV_OUTBOX && Number.isSafeInteger(id) && id > 0 ? await sandboxMessage(id) : undefined;
  if (!message?.html) return new Response(null, { status: 404 });
  return new Response(message.html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'",
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  });
};

import type { APIRoute } from 'astro';
import { downloadExport } from '@lib/app/index.server';
import { localizedPath } from '@lib/platform';

// A member's data file, once, within 24 hours, for the member's own session: anyone else (another
// member, a visitor, a wrong token) gets the same not-found. A spent or expired link sends its
// owner back to the page, which says so.
const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

export const GET: APIRoute = async ({ params, locals }) => {
  const answer = await downloadExport(locals.session, params.token ?? '');
  if (!answer) return notFound();
  if (answer.kind !== 'file') {
    const page = localizedPath(`/customer/my-data?link=${answer.kind}`, locals.lang);
    return new Response(null, { status: 303, headers: { Location: page, 'Cache-Control': 'no-store' } });
  }
  return new Response(answer.body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${answer.name}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
};

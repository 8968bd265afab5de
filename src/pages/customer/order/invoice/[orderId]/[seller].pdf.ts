import type { APIRoute } from 'astro';
import { eq } from 'drizzle-orm';
import { db } from '@lib/db/client.server';
import { translator } from '@lib/i18n/catalogs.server';
import type { Lang } from '@lib/i18n/lang';
import { invoicePdf } from '@lib/orders/invoice-pdf.server';
import { orderForPage } from '@lib/orders/page.server';
import { receivedView } from '@lib/orders/received.server';
import { orderLines } from '@lib/orders/tables.server';

// A seller's invoice of an order, as a PDF download: only for the order's owner (or a guest holding
// a grant); anyone else gets the same not-found as for a missing order.
const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

export const GET: APIRoute = async ({ params, locals }) => {
  const order = await orderForPage(params.orderId, locals.session);
  if (order?.status !== 'received' || !params.seller || !/^[\w-]{1,40}$/.test(params.seller)) return notFound();
  const lines = await (await db()).select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id);
  const lang = order.lang as Lang;
  const pdf = invoicePdf(order, await receivedView(order, lang), lines, params.seller, translator(lang));
  if (!pdf) return notFound();
  return new Response(Buffer.from(await pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="invoice-${order.number}-${params.seller}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
};

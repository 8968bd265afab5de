import type { APIRoute } from 'astro';
import { sellerInvoicePdf, orderForPage } from '@lib/orders/index.server';

// A seller's invoice of an order, as a PDF download: only for the order's owner (or a guest holding
// a grant); anyone else gets the same not-found as for a missing order.
const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

export const GET: APIRoute = async ({ params, locals }) => {
  const order = await orderForPage(params.orderId, locals.session);
  if (!order || !params.seller || !/^[\w-]{1,40}$/.test(params.seller)) return notFound();
  const pdf = await sellerInvoicePdf(order, params.seller);
  if (!pdf) return notFound();
  return new Response(Buffer.from(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="invoice-${order.number}-${params.seller}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
};

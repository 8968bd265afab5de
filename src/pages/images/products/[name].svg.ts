import type { APIRoute } from 'astro';
import { isColour, isShape, productSvg } from '@lib/catalog/picture';

/** A product drawing; the name never changes its content, so browsers may keep it for a year. */
export const GET: APIRoute = ({ params }) => {
  const match = /^([a-z]+)-([a-z]+)$/.exec(params.name ?? '');
  if (!match || !isShape(match[1]!) || !isColour(match[2]!)) return new Response('Not found', { status: 404 });
  return new Response(productSvg(match[1], match[2]), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
};

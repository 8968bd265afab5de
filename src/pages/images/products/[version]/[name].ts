import type { APIRoute } from 'astro';
import { parseProductName } from '@lib/catalogue';
import { imageResponse } from '@lib/catalogue/index.server';

/** A product picture as AVIF or WebP (JPEG for e-mails) at one of the fixed widths. */
export const GET: APIRoute = ({ params }) => imageResponse(parseProductName(params.version ?? '', params.name ?? ''));

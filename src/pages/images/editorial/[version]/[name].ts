import type { APIRoute } from 'astro';
import { parseEditorialName } from '@lib/catalogue';
import { imageResponse } from '@lib/catalogue/index.server';

/** An editorial banner as AVIF or WebP at one of the fixed widths. */
export const GET: APIRoute = ({ params }) => imageResponse(parseEditorialName(params.version ?? '', params.name ?? ''));

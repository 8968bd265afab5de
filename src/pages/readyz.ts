import type { APIRoute } from 'astro';
import { readiness } from '@lib/app/index.server';

/** 200 while this process takes shoppers, 503 while it drains for a shutdown or its database is down: for a balancer. */
export const GET: APIRoute = async () => {
  const { ready, status } = await readiness();
  return Response.json({ status }, { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
};

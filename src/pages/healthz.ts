import type { APIRoute } from 'astro';
import { databaseHealth } from '@lib/app/index.server';

/** 200 when the database answers, 503 when it does not: for load balancers and monitors. */
export const GET: APIRoute = async () => {
  const health = await databaseHealth();
  return Response.json(health, { status: health.status === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
};

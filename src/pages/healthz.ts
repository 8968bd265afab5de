import type { APIRoute } from 'astro';
import { sql } from 'drizzle-orm';
import { db, dbKind } from '@lib/db/client.server';

/** 200 when the database answers, 503 when it does not: for load balancers and monitors. */
export const GET: APIRoute = async () => {
  try {
    await (await db()).execute(sql`select 1`);
    return Response.json({ status: 'ok', database: await dbKind() }, { headers: { 'Cache-Control': 'no-store' } });
  } catch {
    return Response.json({ status: 'unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
};

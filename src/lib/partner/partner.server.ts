import { randomUUID } from 'node:crypto';
import type { AstroCookies } from 'astro';
import { ensureSession, saveSessionData, type Session } from '@lib/session/session.server';
import type { PartnerGuid, PartnerInput } from './schema';

/** The partner guid kept in the session, if a partner referred this visitor. */
export function partnerGuidOf(session: Session | undefined): PartnerGuid | null {
  return (session?.data.partner as PartnerGuid | undefined) ?? null;
}

/** Records the referring partner in the session with a new guid; the last partner wins. */
export async function createPartnerGuid(
  cookies: AstroCookies,
  https: boolean,
  current: Session | undefined,
  input: PartnerInput,
): Promise<PartnerGuid> {
  const session = await ensureSession(cookies, https, current);
  const partner: PartnerGuid = { Partner: input.Partner, Guid: randomUUID() };
  session.data = { ...session.data, partner };
  await saveSessionData(session);
  return partner;
}

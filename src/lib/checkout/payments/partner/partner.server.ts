import { randomUUID } from 'node:crypto';
import { readData } from '@lib/platform';
import { setSessionData, type Session } from '@lib/platform/index.server';
import type { PartnerGuid, PartnerInput } from './schema';

/** The partner guid kept in the session, if a partner referred this visitor. */
export function partnerGuidOf(session: Session | undefined): PartnerGuid | null {
  return readData(session, 'partner') ?? null;
}

/** Records the referring partner in the session with a new guid; the last partner wins. */
export async function createPartnerGuid(session: Session, input: PartnerInput): Promise<PartnerGuid> {
  const partner: PartnerGuid = { Partner: input.Partner, Guid: randomUUID() };
  await setSessionData(session, 'partner', partner);
  return partner;
}

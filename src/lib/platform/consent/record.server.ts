import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { now } from '@lib/platform/clock/clock.server';
import { db } from '@lib/platform/db/client.server';
import { DomainError } from '@lib/platform/errors/domain-error';
import { hit } from '@lib/platform/throttle/throttle.server';
import type { ConsentReceipt } from './schema';
import { consentRecords } from './tables.server';

// Recording a cookie choice, as the proof of consent an authority may ask for. The cookie text's
// version is the caller's (the live cookie policy page, as the server knows it), never the browser's.

/**
 * Choices recorded a minute, at most: a shopper changes their mind a few times, a flood fills a
 * table. Per session, and per client address with room for many shoppers behind one mobile
 * carrier's address (carrier-grade NAT is common in Turkey).
 */
const CHOICES_PER_MINUTE = { session: 10, address: 120 } as const;

/** Who asks, for the throttle only: neither is written with the record. */
export interface ConsentAsker {
  sessionKey: string;
  clientAddress: string;
}

/** What is recorded: the choice, the policy version, and the member only when one is signed in. */
export interface ConsentToRecord {
  analytics: boolean;
  marketing: boolean;
  version: number;
  customerId?: number | null;
}

/**
 * Records a choice and answers its receipt. Throttled per session and per client address (they
 * count in the throttle's table for a minute; neither is written with the record).
 */
export async function recordConsent(choice: ConsentToRecord, asker: ConsentAsker): Promise<ConsentReceipt> {
  if ((await hit(`consent:session:${asker.sessionKey}`, 60)) > CHOICES_PER_MINUTE.session) throw new DomainError('E107');
  if ((await hit(`consent:address:${asker.clientAddress}`, 60)) > CHOICES_PER_MINUTE.address) throw new DomainError('E107');
  const row = {
    receipt: randomBytes(16).toString('base64url'),
    analytics: choice.analytics,
    marketing: choice.marketing,
    textVersion: choice.version,
    recordedAt: now(),
    customerId: choice.customerId ?? null,
  };
  await (await db()).insert(consentRecords).values(row);
  return { Receipt: row.receipt, Version: row.textVersion, RecordedAt: row.recordedAt.toISOString() };
}

/** One of a member's recorded choices, for their data file. */
export interface ConsentRecordView {
  receipt: string;
  analytics: boolean;
  marketing: boolean;
  version: number;
  recordedAt: Date;
}

/** A member's recorded cookie choices, newest first. */
export async function consentRecordsOf(customerId: number): Promise<ConsentRecordView[]> {
  return (await db())
    .select({
      receipt: consentRecords.receipt,
      analytics: consentRecords.analytics,
      marketing: consentRecords.marketing,
      version: consentRecords.textVersion,
      recordedAt: consentRecords.recordedAt,
    })
    .from(consentRecords)
    .where(eq(consentRecords.customerId, customerId))
    .orderBy(desc(consentRecords.recordedAt), desc(consentRecords.receipt));
}

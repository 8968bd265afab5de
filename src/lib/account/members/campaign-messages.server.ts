import { and, eq, isNotNull } from 'drizzle-orm';
import { db, enqueue, type MessageData } from '@lib/platform/index.server';
import type { Lang } from '@lib/platform';
import { TYPE_OF } from './commercial-consent.server';
import { communicationPreferences, customers } from './tables.server';

/** Members written per statement: a campaign to every member is many small inserts, not one huge one. */
const BATCH = 500;

/**
 * Writes a campaign announcement into the outbox for every member who allows commercial messages
 * on the channel, in the language given (members keep no language of their own). The sender checks
 * each member's preference again when it sends, so a "no" given meanwhile still holds. Answers how
 * many were written.
 */
export async function announceCampaign(
  channel: 'sms' | 'email',
  lang: Lang,
  data: MessageData<'campaign'>,
  dedupe: string,
): Promise<number> {
  const database = await db();
  const address = channel === 'sms' ? customers.cellPhone : customers.email;
  const members = await database
    .select({ id: customers.id, to: address })
    .from(customers)
    .innerJoin(communicationPreferences, eq(communicationPreferences.customerId, customers.id))
    .where(
      and(
        eq(communicationPreferences.communicationType, TYPE_OF[channel]),
        eq(communicationPreferences.preference, true),
        isNotNull(address),
      ),
    );
  let written = 0;
  for (let start = 0; start < members.length; start += BATCH) {
    const batch = members.slice(start, start + BATCH).map((member) => ({
      channel,
      to: member.to as string,
      lang,
      kind: 'campaign' as const,
      data,
      customerId: member.id,
      // The same announcement twice reaches nobody twice.
      dedupeKey: `campaign:${dedupe}:${channel}:${member.id}`,
    }));
    written += (await enqueue(database, ...batch)).length;
  }
  return written;
}

import { and, eq } from 'drizzle-orm';
import { db } from '@lib/platform/index.server';
import { communicationPreferences } from './tables.server';

/** CommunicationType of each channel a commercial message may use (1 e-mail, 2 SMS; 3 is phone calls). */
export const TYPE_OF = { email: 1, sms: 2 } as const;

/** Whether a member allows commercial messages on a channel now: only a stored "yes" does. */
export async function allowsCommercial(customerId: number, channel: 'sms' | 'email'): Promise<boolean> {
  const [row] = await (await db())
    .select({ preference: communicationPreferences.preference })
    .from(communicationPreferences)
    .where(and(eq(communicationPreferences.customerId, customerId), eq(communicationPreferences.communicationType, TYPE_OF[channel])));
  return row?.preference === true;
}

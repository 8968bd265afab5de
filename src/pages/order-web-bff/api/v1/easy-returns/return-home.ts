import { now, endpoint } from '@lib/platform/index.server';
import { availableReturnDates } from '@lib/orders';

/** GET available return dates for a home pickup (availableReturnDates). */
export const GET = endpoint({}, async () => ({ availableReturnDates: availableReturnDates(now()) }));

import { now } from '@lib/clock/clock.server';
import { availableReturnDates } from '@lib/fulfilment/cargo';
import { endpoint } from '@lib/http/api.server';

/** GET available return dates for a home pickup (availableReturnDates). */
export const GET = endpoint({}, async () => ({ availableReturnDates: availableReturnDates(now()) }));

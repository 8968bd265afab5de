import { now } from '@lib/platform/clock/clock.server';
import { availableReturnDates } from '@lib/orders/fulfilment/cargo';
import { endpoint } from '@lib/platform/http/api.server';

/** GET available return dates for a home pickup (availableReturnDates). */
export const GET = endpoint({}, async () => ({ availableReturnDates: availableReturnDates(now()) }));

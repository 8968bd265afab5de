import { endpoint } from '@lib/platform/index.server';
import { cancelReturnSchema } from '@lib/orders';
import { cancelReturn } from '@lib/orders/index.server';

/** POST cancel { orderId, trackingNumber, cargoCompanyCode }: withdraws a return whose items are not yet with the cargo company (else E106). */
export const POST = endpoint({ body: cancelReturnSchema }, async (context, { body }) => cancelReturn(context.locals.session, body));

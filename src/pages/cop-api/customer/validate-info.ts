import { profileSchema } from '@lib/account';
import { endpoint } from '@lib/platform/index.server';

/** ValidateCustomerInfo: checks the customer form by the shared rules without saving it. */
export const POST = endpoint({ body: profileSchema }, async () => ({ IsValid: true }));

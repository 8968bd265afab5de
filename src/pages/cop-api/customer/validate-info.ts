import { profileSchema } from '@lib/account/members/schema';
import { endpoint } from '@lib/platform/http/api.server';

/** ValidateCustomerInfo: checks the customer form by the shared rules without saving it. */
export const POST = endpoint({ body: profileSchema }, async () => ({ IsValid: true }));

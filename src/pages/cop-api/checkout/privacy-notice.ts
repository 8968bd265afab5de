import { renderPrivacyNotice } from '@lib/checkout/steps/agreements';
import { endpoint } from '@lib/platform/http/api.server';

/** GET the privacy notice shown with the agreements ({ Title, Html }). */
export const GET = endpoint({}, async (context) => renderPrivacyNotice(context.locals.lang));

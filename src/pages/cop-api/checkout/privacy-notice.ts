import { renderPrivacyNotice } from '@lib/checkout';
import { endpoint } from '@lib/platform/index.server';

/** GET the privacy notice shown with the agreements ({ Title, Html }). */
export const GET = endpoint({}, async (context) => renderPrivacyNotice(context.locals.lang));

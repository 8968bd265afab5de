import { z } from 'zod';
import { trackSession } from '@lib/account/index.server';
import { endpoint, sessionOf } from '@lib/platform/index.server';
import { text } from '@lib/platform';

// The page's path: any text field's rules (no control characters), and a path of this site.
const trackSchema = z.object({ Page: text(2000).pipe(z.string().trim().min(1).startsWith('/')) });

/** POST track user session: counts a page view; whether the session is signed in and until when. */
export const POST = endpoint({ body: trackSchema }, async (context, { body }) => trackSession(sessionOf(context), body.Page));

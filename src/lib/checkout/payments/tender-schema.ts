import { z } from 'zod';
import { sessionSlot } from '@lib/platform';
import { TENDER_KINDS } from './tenders';

/** An instrument applied to the session's checkout (session data key `tenders`); the type is `AppliedTender` of tenders.ts. */
const appliedTenderSchema = z.object({
  kind: z.enum(TENDER_KINDS),
  /** The provider's token for this use of the instrument; never a PIN or a security code. */
  token: z.string().min(1).max(200),
  /** What the shopper recognises it by: a masked card number, or the app's name. */
  label: z.string().max(60),
  /** The amount the shopper chose, kuruş; the order grants less when the bag has shrunk since. */
  amount: z.number().int().positive(),
  /** The fingerprint of the bag it was applied to; missing (an older session) counts as another bag. */
  bag: z.string().max(40).optional(),
});

/** The session key of the instruments applied to the checkout (at most one of each kind). */
export const TENDERS_SLOT = sessionSlot('tenders', z.array(appliedTenderSchema).max(4));

/** The kinds dropped because the bag changed since they were applied, until applied again or removed (the payment step's notice). */
export const LAPSED_SLOT = sessionSlot('tendersLapsed', z.array(z.enum(TENDER_KINDS)).max(4));

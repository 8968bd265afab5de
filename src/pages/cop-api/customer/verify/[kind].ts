import { verifyContact } from '@lib/account/index.server';
import { CONTACT_KINDS, contactVerifySchema, type ContactKind } from '@lib/account';
import { byParam, endpoint, sessionOf } from '@lib/platform/index.server';

const verify = (kind: ContactKind) =>
  endpoint({ body: contactVerifySchema }, (context, { body }) => verifyContact({ session: sessionOf(context), kind, answer: body }));

/** Verifies a contact code; for new-phone and new-email the new contact replaces the old one. */
export const POST = byParam('kind', Object.fromEntries(CONTACT_KINDS.map((kind) => [kind, verify(kind)])));

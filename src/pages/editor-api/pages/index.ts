import { now, endpoint } from '@lib/platform/index.server';
import { createBodySchema } from '@lib/catalogue';
import { createPage, listPages, requireStaff } from '@lib/catalogue/index.server';

/** GET every page editors own, with its state. */
export const GET = endpoint({}, async ({ locals }) => {
  requireStaff(locals);
  return { pages: await listPages(now()) };
});

/** POST a new campaign or information page: its first version, unpublished. */
export const POST = endpoint({ body: createBodySchema }, async ({ locals }, { body }) => {
  const staff = requireStaff(locals);
  return createPage({ kind: body.kind, slug: body.slug }, body.document, { staffId: staff.id, lang: locals.lang });
});

import { z } from 'zod';
import { pageVersion } from '@lib/catalogue/content/pages.server';
import { editorCall } from '@lib/catalogue/content/route.server';
import { DomainError } from '@lib/platform/errors/domain-error';
import { endpoint } from '@lib/platform/http/api.server';

const numberSchema = z.coerce.number().int().min(1).max(1_000_000);

/** GET one version of a page with its document. */
export const GET = endpoint({}, async (context) => {
  const { page } = editorCall(context);
  const number = numberSchema.safeParse(context.params.number);
  if (!number.success) throw new DomainError('E104');
  return pageVersion(page, number.data);
});

import { z } from 'zod';
import { pageVersion, editorCall } from '@lib/catalogue/index.server';
import { DomainError } from '@lib/platform';
import { endpoint } from '@lib/platform/index.server';

const numberSchema = z.coerce.number().int().min(1).max(1_000_000);

/** GET one version of a page with its document. */
export const GET = endpoint({}, async (context) => {
  const { page } = editorCall(context);
  const number = numberSchema.safeParse(context.params.number);
  if (!number.success) throw new DomainError('E104');
  return pageVersion(page, number.data);
});

import { DomainError } from '@lib/platform/errors/domain-error';
import { customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { attributesQuerySchema } from '@lib/programmes/reborn/schema';
import { attributesOf } from '@lib/programmes/reborn/views.server';

/** GET attributes with category (categoryOptionId): attributes, checkboxes, description. */
export const GET = endpoint({ query: attributesQuerySchema }, async (context, { query }) => {
  customerIdOf(context);
  const answer = attributesOf(query.categoryOptionId, context.locals.t);
  if (!answer) throw new DomainError('REBORN_ATTRIBUTE_INVALID');
  return answer;
});

import { DomainError } from '@lib/platform';
import { customerIdOf, endpoint } from '@lib/platform/index.server';
import { attributesQuerySchema } from '@lib/programmes';
import { attributesOf } from '@lib/programmes/index.server';

/** GET attributes with category (categoryOptionId): attributes, checkboxes, description. */
export const GET = endpoint({ query: attributesQuerySchema }, async (context, { query }) => {
  customerIdOf(context);
  const answer = attributesOf(query.categoryOptionId, context.locals.t);
  if (!answer) throw new DomainError('REBORN_ATTRIBUTE_INVALID');
  return answer;
});

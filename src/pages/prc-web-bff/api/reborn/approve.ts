import { customerIdOf, endpoint } from '@lib/platform/index.server';
import { approveDemand } from '@lib/programmes/index.server';
import { approveSchema } from '@lib/programmes';

/** POST approve (RebornId, AgreementAccepted): the application goes to review. */
export const POST = endpoint({ body: approveSchema }, async (context, { body }) =>
  approveDemand(customerIdOf(context), body.RebornId, body.AgreementAccepted),
);

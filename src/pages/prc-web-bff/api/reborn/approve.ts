import { customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { approveDemand } from '@lib/programmes/reborn/approval.server';
import { approveSchema } from '@lib/programmes/reborn/schema';

/** POST approve (RebornId, AgreementAccepted): the application goes to review. */
export const POST = endpoint({ body: approveSchema }, async (context, { body }) =>
  approveDemand(customerIdOf(context), body.RebornId, body.AgreementAccepted),
);

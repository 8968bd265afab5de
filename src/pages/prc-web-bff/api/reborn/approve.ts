import { customerIdOf } from '@lib/http/caller.server';
import { endpoint } from '@lib/http/api.server';
import { approveDemand } from '@lib/reborn/approval.server';
import { approveSchema } from '@lib/reborn/schema';

/** POST approve (RebornId, AgreementAccepted): the application goes to review. */
export const POST = endpoint({ body: approveSchema }, async (context, { body }) =>
  approveDemand(customerIdOf(context), body.RebornId, body.AgreementAccepted),
);

import { z } from 'zod';
import { cancelSchedule, editorCall } from '@lib/catalogue/index.server';
import { DomainError } from '@lib/platform';
import { endpoint } from '@lib/platform/index.server';

const idSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/** POST to cancel a publication still ahead (publishers only). */
export const POST = endpoint({}, async (context) => {
  const { staff, page } = editorCall(context, 'publisher');
  const id = idSchema.safeParse(context.params.id);
  if (!id.success) throw new DomainError('E104');
  await cancelSchedule(page, id.data, staff.id);
  return null;
});

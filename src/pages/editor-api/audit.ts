import { auditLog } from '@lib/catalogue/content/publishing.server';
import { endpoint } from '@lib/platform/http/api.server';
import { requireStaff } from '@lib/catalogue/staff/guard.server';

/** GET the audit log: publishes, schedules, rollbacks and cancelled schedules, the newest first. */
export const GET = endpoint({}, async ({ locals }) => {
  requireStaff(locals);
  return { entries: await auditLog() };
});

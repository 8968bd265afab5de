import { auditLog, requireStaff } from '@lib/catalogue/index.server';
import { endpoint } from '@lib/platform/index.server';

/** GET the audit log: publishes, schedules, rollbacks and cancelled schedules, the newest first. */
export const GET = endpoint({}, async ({ locals }) => {
  requireStaff(locals);
  return { entries: await auditLog() };
});

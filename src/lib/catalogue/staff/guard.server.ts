import { DomainError } from '@lib/platform';
import type { StaffView } from '@lib/catalogue/content/api';

/**
 * The signed-in staff member a call runs for, or STAFF_SIGNED_OUT; with `publisher`, only a
 * publisher (STAFF_ROLE_REQUIRED for an editor). A shopper's session never counts.
 */
export function requireStaff(locals: { staff?: StaffView }, role?: 'publisher'): StaffView {
  const staff = locals.staff;
  if (!staff) throw new DomainError('STAFF_SIGNED_OUT');
  if (role === 'publisher' && staff.role !== 'publisher') throw new DomainError('STAFF_ROLE_REQUIRED');
  return staff;
}

import { DomainError } from '@lib/platform';
import { requireStaff } from '@lib/catalogue/staff/guard.server';
import type { StaffView } from './api';
import { pageKeyOf } from './kinds';
import type { PageKey } from './versions.server';

/** The staff member (a publisher where asked) and the page an editor's call names, or 401/403/404. */
export function editorCall(
  context: { locals: { staff?: StaffView }; params: Record<string, string | undefined> },
  role?: 'publisher',
): { staff: StaffView; page: PageKey } {
  const staff = requireStaff(context.locals, role);
  const page = pageKeyOf(context.params);
  if (!page) throw new DomainError('E104');
  return { staff, page };
}
